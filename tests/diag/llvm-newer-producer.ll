target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr %p) {
  %v = load i32, ptr %p, align 4
  %w = call i32 @llvm.future.intrinsic.kind(i32 %v) #0 [ "newbundle"(i32 1) ], !newmd !1
  ret void
}
!llvm.ident = !{!0}
!0 = !{!"clang version 23.0.0 (https://github.com/llvm/llvm-project)"}
!1 = distinct !{!"x", splat (i32 1)}
