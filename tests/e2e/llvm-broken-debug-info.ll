; Debug info the verifier rejects (a DILocation whose scope is no local
; scope) in a module with "Debug Info Version" 3: LLVM drops the debug
; info and goes on, and so does warpsafe, with a warning; the race is
; still found, at IR lines.
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !5
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "hand", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!5 = !DILocation(line: 3, column: 5, scope: !1)
