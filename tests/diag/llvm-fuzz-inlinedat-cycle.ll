; Regression test (found by tests/fuzz/fuzz_llvm.c, fixed); what follows says what went wrong before.
; A DILocation whose inlinedAt is itself: LLVM 19's verifier (LLVMVerifyModule
; in llvm_fe.c; with debug-info upgrade on, already the parser) follows the
; inlinedAt chain for ever: warpsafe hangs (libFuzzer: timeout).
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(ptr addrspace(1) %p) !dbg !4 {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !6
  ret void
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !1, producer: "x", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!5 = !DISubroutineType(types: !{})
!6 = !DILocation(line: 2, column: 3, scope: !4, inlinedAt: !6)
