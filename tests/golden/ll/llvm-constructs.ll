; Hand-written NVPTX IR covering the constructs the LLVM front end lowers
; (docs/llvm.md): kernels by calling convention and by nvvm.annotations,
; launch bounds, address spaces and casts, phis that swap, switch, select on
; i1, narrow integers, vectors, aggregates, atomics with syncscopes, fences,
; atomic loads and stores, NVVM intrinsics, memcpy, inline asm, calls,
; vectors of i1.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x i32] undef, align 4
@dyn = external addrspace(3) global [0 x i8], align 16
@table = internal addrspace(4) constant [4 x i16] [i16 1, i16 2, i16 3, i16 -1], align 2
@counter = addrspace(1) global i32 7, align 4
@.str = private unnamed_addr constant [4 x i8] c"hi\0A\00", align 1

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.bar.warp.sync(i32)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare void @llvm.nvvm.membar.gl()
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @vprintf(ptr, ptr)

define ptx_kernel void @constructs(ptr %out, ptr addrspace(1) noalias readonly %in, i32 %n, i8 %k) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %t64 = zext i32 %tid to i64
  %slot = getelementptr [64 x i32], ptr addrspace(3) @tile, i64 0, i64 %t64
  store i32 %tid, ptr addrspace(3) %slot, align 4
  call void @llvm.nvvm.barrier0()
  %gen = addrspacecast ptr addrspace(3) @tile to ptr
  %nx = xor i32 %tid, 1
  %nx64 = zext i32 %nx to i64
  %p = getelementptr i32, ptr %gen, i64 %nx64
  %v = load i32, ptr %p, align 4
  %k32 = sext i8 %k to i32
  %kk = udiv i8 %k, 3
  %small = icmp ult i8 %kk, 10
  %both = select i1 %small, i1 true, i1 false
  %g = getelementptr inbounds float, ptr addrspace(1) %in, i64 %t64
  %f = load float, ptr addrspace(1) %g, align 4
  %vec = load <4 x i32>, ptr addrspace(1) %g, align 16
  %e2 = extractelement <4 x i32> %vec, i32 2
  %sh = shufflevector <4 x i32> %vec, <4 x i32> poison, <2 x i32> <i32 3, i32 0>
  %e0 = extractelement <2 x i32> %sh, i64 0
  %ci = getelementptr [4 x i16], ptr addrspace(4) @table, i64 0, i64 2
  %c = load i16, ptr addrspace(4) %ci, align 2
  %c32 = sext i16 %c to i32
  %m = call i32 @llvm.umin.i32(i32 %v, i32 %n)
  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 syncscope("block") monotonic, align 4
  %pair = cmpxchg ptr %out, i32 0, i32 %m seq_cst seq_cst, align 4
  %got = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  fence syncscope("device") acq_rel
  %flag = load atomic i32, ptr addrspace(1) @counter acquire, align 4
  store atomic i32 %flag, ptr %out syncscope("block") release, align 4
  call void @llvm.nvvm.membar.gl()
  %s = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %v, i32 16, i32 31)
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ok)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %lane = call i32 asm "mov.u32 $0, %laneid;", "=r"()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %j, %loop ]
  %j = phi i32 [ 1, %entry ], [ %i, %loop ]
  %acc = phi i32 [ %e2, %entry ], [ %acc2, %loop ]
  %acc2 = add i32 %acc, %i
  %again = icmp slt i32 %acc2, %n
  br i1 %again, label %loop, label %done

done:
  switch i32 %bid, label %other [
    i32 0, label %first
    i32 1, label %second
  ]

first:
  call void @llvm.memcpy.p0.p1.i64(ptr %out, ptr addrspace(1) %in, i64 16, i1 false)
  br label %other

second:
  %r = add i32 %s, %b
  %r2 = add i32 %r, %lane
  %r3 = add i32 %r2, %c32
  %r4 = add i32 %r3, %e0
  %r5 = add i32 %r4, %k32
  %r6 = add i32 %r5, %got
  %r7 = add i32 %r6, %old
  %r8 = select i1 %both, i32 %r7, i32 %ntid
  store i32 %r8, ptr %out, align 4
  %pr = call i32 @vprintf(ptr @.str, ptr null)
  br label %other

other:
  ret void
}

define void @annotated(ptr addrspace(1) %a) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %t64
  store i32 %t, ptr addrspace(1) %p, align 4
  %d = getelementptr i8, ptr addrspace(3) @dyn, i64 %t64
  store i8 1, ptr addrspace(3) %d, align 1
  ret void
}

; vectors of i1 are one predicate per element in registers; in memory
; their bits are packed, which the lowering does not express (unknown)
define ptx_kernel void @vector_i1(ptr addrspace(1) %g, <4 x i32> %v, ptr addrspace(1) %bits) {
  %c = icmp sgt <4 x i32> %v, zeroinitializer
  %m = and <4 x i1> %c, <i1 true, i1 false, i1 true, i1 true>
  %s = select <4 x i1> %m, <4 x i32> %v, <4 x i32> zeroinitializer
  store <4 x i32> %s, ptr addrspace(1) %g, align 16
  %packed = load <8 x i1>, ptr addrspace(1) %bits, align 1
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr @annotated, !"kernel", i32 1}
!1 = !{ptr @annotated, !"maxntidx", i32 128}
