; IR of a newer LLVM, as Triton writes it: its compile unit names the
; producer 'triton', its llvm.ident an old clang (from libdevice). The
; captures(none) and icmp samesign of LLVM 20/21 are read (rewritten);
; errnomem (LLVM 21) is not, and the message says whose syntax it is.
target triple = "nvptx64-nvidia-cuda"

declare void @f(ptr captures(none)) memory(argmem: read, errnomem: none)

define ptx_kernel void @k(ptr addrspace(1) captures(none) %p, i32 %n) !dbg !5 {
  %c = icmp samesign ult i32 %n, 4
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!llvm.ident = !{!4}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.py", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
