; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @sum_atomic_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = shl i32 %6, 10, !dbg !8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %9 = and i32 %8, 127, !dbg !9
  %10 = and i32 %8, 31, !dbg !9
  %11 = lshr i32 %9, 5, !dbg !9
  %12 = shl nuw nsw i32 %8, 2, !dbg !9
  %13 = and i32 %12, 508, !dbg !9
  %14 = or disjoint i32 %13, %7, !dbg !10
  %15 = or disjoint i32 %14, 512, !dbg !10
  %16 = icmp slt i32 %14, %2, !dbg !11
  %17 = icmp slt i32 %15, %2, !dbg !11
  %18 = sext i32 %14 to i64, !dbg !12
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %18, !dbg !12
  %20 = sext i32 %15 to i64, !dbg !12
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %20, !dbg !12
  %22 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %19, i1 %16) #4, !dbg !13
  %23 = extractvalue { i32, i32, i32, i32 } %22, 0, !dbg !13
  %24 = extractvalue { i32, i32, i32, i32 } %22, 1, !dbg !13
  %25 = extractvalue { i32, i32, i32, i32 } %22, 2, !dbg !13
  %26 = extractvalue { i32, i32, i32, i32 } %22, 3, !dbg !13
  %27 = bitcast i32 %23 to float, !dbg !13
  %28 = bitcast i32 %24 to float, !dbg !13
  %29 = bitcast i32 %25 to float, !dbg !13
  %30 = bitcast i32 %26 to float, !dbg !13
  %31 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, $4;\0A\09mov.u32 $1, $5;\0A\09mov.u32 $2, $6;\0A\09mov.u32 $3, $7;\0A\09@$9 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $8 + 0 ];", "=r,=r,=r,=r,r,r,r,r,l,b"(i32 0, i32 0, i32 0, i32 0, ptr addrspace(1) %21, i1 %17) #4, !dbg !13
  %32 = extractvalue { i32, i32, i32, i32 } %31, 0, !dbg !13
  %33 = extractvalue { i32, i32, i32, i32 } %31, 1, !dbg !13
  %34 = extractvalue { i32, i32, i32, i32 } %31, 2, !dbg !13
  %35 = extractvalue { i32, i32, i32, i32 } %31, 3, !dbg !13
  %36 = bitcast i32 %32 to float, !dbg !13
  %37 = bitcast i32 %33 to float, !dbg !13
  %38 = bitcast i32 %34 to float, !dbg !13
  %39 = bitcast i32 %35 to float, !dbg !13
  %40 = fadd float %27, %28, !dbg !14
  %41 = fadd float %40, %29, !dbg !14
  %42 = fadd float %41, %30, !dbg !14
  %43 = fadd float %42, %36, !dbg !14
  %44 = fadd float %43, %37, !dbg !14
  %45 = fadd float %44, %38, !dbg !14
  %46 = fadd float %45, %39, !dbg !14
  %47 = bitcast float %46 to i32, !dbg !17
  %48 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %47, i32 16, i32 31), !dbg !17
  %49 = bitcast i32 %48 to float, !dbg !17
  %50 = fadd float %46, %49, !dbg !14
  %51 = bitcast float %50 to i32, !dbg !17
  %52 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %51, i32 8, i32 31), !dbg !17
  %53 = bitcast i32 %52 to float, !dbg !17
  %54 = fadd float %50, %53, !dbg !14
  %55 = bitcast float %54 to i32, !dbg !17
  %56 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %55, i32 4, i32 31), !dbg !17
  %57 = bitcast i32 %56 to float, !dbg !17
  %58 = fadd float %54, %57, !dbg !14
  %59 = bitcast float %58 to i32, !dbg !17
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 2, i32 31), !dbg !17
  %61 = bitcast i32 %60 to float, !dbg !17
  %62 = fadd float %58, %61, !dbg !14
  %63 = bitcast float %62 to i32, !dbg !17
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 1, i32 31), !dbg !17
  %65 = bitcast i32 %64 to float, !dbg !17
  %66 = fadd float %62, %65, !dbg !14
  %67 = icmp eq i32 %10, 0, !dbg !17
  %68 = getelementptr float, ptr addrspace(3) @global_smem, i32 %11, !dbg !17
  %69 = bitcast float %66 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %68, <1 x i32> %69, i1 %67) #4, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %70 = icmp samesign ult i32 %9, 4, !dbg !17
  %71 = getelementptr float, ptr addrspace(3) @global_smem, i32 %9, !dbg !17
  %72 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %71, i1 %70) #4, !dbg !17
  %73 = bitcast i32 %72 to float, !dbg !17
  %74 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %72, i32 2, i32 31), !dbg !17
  %75 = bitcast i32 %74 to float, !dbg !17
  %76 = fadd float %73, %75, !dbg !14
  %77 = bitcast float %76 to i32, !dbg !17
  %78 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %77, i32 1, i32 31), !dbg !17
  %79 = bitcast i32 %78 to float, !dbg !17
  %80 = fadd float %76, %79, !dbg !14
  %81 = and i32 %8, 3, !dbg !17
  %82 = icmp eq i32 %81, 0, !dbg !17
  %83 = and i1 %70, %82, !dbg !17
  %84 = bitcast float %80 to <1 x i32>, !dbg !17
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %71, <1 x i32> %84, i1 %83) #4, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %85 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !17
  %86 = icmp samesign ult i32 %9, 32, !dbg !20
  %87 = and i1 %67, %86, !dbg !20
  %88 = tail call float asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.f32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %1, float %85, i1 %87) #4, !dbg !20
  ret void, !dbg !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gen-triton.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "sum_atomic_kernel", linkageName: "sum_atomic_kernel", scope: !1, file: !1, line: 82, type: !5, scopeLine: 82, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 83, column: 24, scope: !4)
!8 = !DILocation(line: 84, column: 17, scope: !4)
!9 = !DILocation(line: 84, column: 38, scope: !4)
!10 = !DILocation(line: 84, column: 25, scope: !4)
!11 = !DILocation(line: 85, column: 42, scope: !4)
!12 = !DILocation(line: 85, column: 24, scope: !4)
!13 = !DILocation(line: 85, column: 16, scope: !4)
!14 = !DILocation(line: 263, column: 15, scope: !15, inlinedAt: !17)
!15 = distinct !DILexicalBlockFile(scope: !4, file: !16, discriminator: 0)
!16 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!17 = !DILocation(line: 293, column: 36, scope: !15, inlinedAt: !18)
!18 = !DILocation(line: 86, column: 34, scope: !19)
!19 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!20 = !DILocation(line: 86, column: 27, scope: !4)
!21 = !DILocation(line: 86, column: 4, scope: !4)
