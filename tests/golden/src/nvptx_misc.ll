; Hand-written LLVM IR for llc-19 -march=nvptx64 -mcpu=sm_80.
; Exercises module-level forms the CUDA front ends rarely produce:
; .weak/.common/.extern globals, a generic() pointer initializer, a function
; alias (.alias), a function-pointer table, an indirect call (.callprototype),
; i128 arithmetic (add.cc/addc), membar.gl, f16 registers, vector loads, .pragma "nounroll",
; inline asm with a scoped { .reg .pred } block, kernel annotations.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { float, i32, ptr }

@smem = internal addrspace(3) global [256 x float] undef, align 4
@dynsmem = external addrspace(3) global [0 x float], align 16
@ctable = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 4
@gcounter = addrspace(1) global i32 0, align 4
@gweak = weak addrspace(1) global i32 7, align 4
@gcommon = common addrspace(1) global i64 0, align 8
@gext = external addrspace(1) global [0 x float], align 4
@msg = private unnamed_addr addrspace(1) constant [6 x i8] c"hello\00", align 1
@fntab = addrspace(1) global [2 x ptr] [ptr @helper_add, ptr @helper_mul], align 8
@g128 = addrspace(1) global i128 0, align 16
@gptr = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @gcounter to ptr), align 8

@helper_alias = alias float (float, float), ptr @helper_add

define internal float @helper_add(float %a, float %b) #0 {
  %r = fadd float %a, %b
  ret float %r
}

define weak_odr float @helper_mul(float %a, float %b) #0 {
  %r = fmul float %a, %b
  ret float %r
}

declare float @ext_func(float)

define void @misc_kernel(ptr addrspace(1) %out, ptr addrspace(1) %in, ptr byval(%struct.Params) align 8 %p, i32 %n, i128 %big) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %gid = add i32 %base, %tid
  %gid64 = zext i32 %gid to i64
  ; vector load of four floats
  %vp = getelementptr <4 x float>, ptr addrspace(1) %in, i64 %gid64
  %v = load <4 x float>, ptr addrspace(1) %vp, align 16
  %v0 = extractelement <4 x float> %v, i32 0
  %v2 = extractelement <4 x float> %v, i32 2
  %sp = getelementptr [256 x float], ptr addrspace(3) @smem, i32 0, i32 %tid
  store float %v0, ptr addrspace(3) %sp, align 4
  %dp = getelementptr [0 x float], ptr addrspace(3) @dynsmem, i32 0, i32 %tid
  store float %v2, ptr addrspace(3) %dp, align 4
  call void @llvm.nvvm.barrier0()
  %nb = xor i32 %tid, 1
  %sp2 = getelementptr [256 x float], ptr addrspace(3) @smem, i32 0, i32 %nb
  %s = load float, ptr addrspace(3) %sp2, align 4
  ; byval struct field
  %scale.p = getelementptr %struct.Params, ptr %p, i32 0, i32 0
  %scale = load float, ptr %scale.p, align 8
  ; constant table + atomics + fence
  %ci = and i32 %tid, 3
  %cp = getelementptr [4 x i32], ptr addrspace(4) @ctable, i32 0, i32 %ci
  %c = load i32, ptr addrspace(4) %cp, align 4
  %old = atomicrmw add ptr addrspace(1) @gcounter, i32 %c monotonic, align 4
  %cx = cmpxchg ptr addrspace(1) @gweak, i32 7, i32 %old seq_cst seq_cst, align 4
  call void @llvm.nvvm.membar.gl()
  %w = atomicrmw fadd ptr addrspace(3) %sp, float 1.0 monotonic, align 4
  ; indirect call through a function-pointer table
  %fi = and i32 %tid, 1
  %fp.p = getelementptr [2 x ptr], ptr addrspace(1) @fntab, i32 0, i32 %fi
  %fp = load ptr, ptr addrspace(1) %fp.p, align 8
  %r1 = call float %fp(float %s, float %scale)
  %r2 = call float @helper_alias(float %r1, float %w)
  %r3 = call float @ext_func(float %r2)
  ; inline asm with its own register scope
  %clamped = call i32 asm "{\0A\09.reg .pred p;\0A\09setp.lt.s32 p, $1, 0;\0A\09selp.s32 $0, 0, $1, p;\0A\09}", "=r,r"(i32 %old)
  ; i128 arithmetic
  %big2 = add i128 %big, %big
  %big3 = mul i128 %big2, 3
  %big4 = add i128 %big3, %big
  store i128 %big4, ptr addrspace(1) @g128, align 16
  %lo = trunc i128 %big3 to i32
  ; half precision
  %h = fptrunc float %r3 to half
  %h2 = fmul half %h, %h
  %hf = fpext half %h2 to float
  %sum0 = add i32 %clamped, %lo
  %sumf = sitofp i32 %sum0 to float
  %res = fadd float %hf, %sumf
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ %res, %entry ], [ %acc.next, %loop ]
  %ip = getelementptr float, ptr addrspace(1) @gext, i32 %i
  %g = load float, ptr addrspace(1) %ip, align 4
  %acc.next = fadd float %acc, %g
  %i.next = add i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !10

exit:
  %op = getelementptr float, ptr addrspace(1) %out, i64 %gid64
  store float %acc.next, ptr addrspace(1) %op, align 4
  ret void
}

; A second kernel: early return before a barrier, and a trap.
define void @trap_kernel(ptr addrspace(1) %flag) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ugt i32 %tid, 31
  br i1 %c, label %ret, label %body
body:
  %f = load volatile i32, ptr addrspace(1) %flag, align 4
  %bad = icmp eq i32 %f, -1
  br i1 %bad, label %die, label %sync
die:
  call void @llvm.trap()
  unreachable
sync:
  call void @llvm.nvvm.barrier0()
  store volatile i32 1, ptr addrspace(1) %flag, align 4
  br label %ret
ret:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare void @llvm.nvvm.barrier0()
declare void @llvm.trap()
declare void @llvm.nvvm.membar.gl()

attributes #0 = { noinline }

!nvvm.annotations = !{!0, !1, !2, !3, !4}
!0 = !{ptr @misc_kernel, !"kernel", i32 1}
!1 = !{ptr @misc_kernel, !"maxntidx", i32 256}
!2 = !{ptr @misc_kernel, !"minctasm", i32 2}
!3 = !{ptr @trap_kernel, !"kernel", i32 1}
!4 = !{ptr @trap_kernel, !"reqntidx", i32 64}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
