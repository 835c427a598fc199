; ModuleID = 'h-scoped-atomic-race-003.cu'
source_filename = "h-scoped-atomic-race-003.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ29h_tile_scheduler_block_atomicE6s_tile = internal unnamed_addr addrspace(3) global i32 undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @h_tile_scheduler_block_atomic(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, ptr nocapture noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = icmp eq i32 %5, 0
  br label %7, !dbg !19

7:                                                ; preds = %13, %4
  br i1 %6, label %8, label %10, !dbg !20

8:                                                ; preds = %7
  %9 = tail call noundef i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr %3, i32 1), !dbg !21
  store i32 %9, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_tile_scheduler_block_atomicE6s_tile to ptr), align 4, !dbg !28, !tbaa !29
  br label %10, !dbg !33

10:                                               ; preds = %8, %7
  tail call void @llvm.nvvm.barrier0(), !dbg !34
  %11 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ29h_tile_scheduler_block_atomicE6s_tile to ptr), align 4, !dbg !35, !tbaa !29
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %12 = icmp ult i32 %11, %2, !dbg !37
  br i1 %12, label %13, label %23, !dbg !38

13:                                               ; preds = %10
  %14 = shl i32 %11, 8, !dbg !39
  %15 = add i32 %14, %5, !dbg !40
  %16 = zext i32 %15 to i64, !dbg !41
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !41
  %18 = load float, ptr %17, align 4, !dbg !41, !tbaa !42
  %19 = fcmp contract ogt float %18, 0.000000e+00, !dbg !44
  %20 = fmul contract float %18, 0x3F847AE140000000, !dbg !45
  %21 = select contract i1 %19, float %18, float %20, !dbg !45
  %22 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !46
  store float %21, ptr %22, align 4, !dbg !47, !tbaa !42
  br label %7

23:                                               ; preds = %10
  ret void, !dbg !48
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.atomic.add.gen.i.cta.i32.p0(ptr nocapture, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nounwind memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}
!nvvmir.version = !{!11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 5]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "h-scoped-atomic-race-003.cu", directory: ".")
!8 = !{ptr @h_tile_scheduler_block_atomic, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_tile_scheduler_block_atomic", scope: !7, file: !7, line: 16, type: !13, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 19, column: 20, scope: !12)
!19 = !DILocation(line: 20, column: 5, scope: !12)
!20 = !DILocation(line: 21, column: 13, scope: !12)
!21 = !DILocation(line: 537, column: 10, scope: !22, inlinedAt: !24)
!22 = distinct !DISubprogram(name: "__uAtomicAdd_block", scope: !23, file: !23, line: 535, type: !13, scopeLine: 536, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_device_functions.h", directory: "")
!24 = distinct !DILocation(line: 312, column: 10, scope: !25, inlinedAt: !27)
!25 = distinct !DISubprogram(name: "atomicAdd_block", scope: !26, file: !26, line: 310, type: !13, scopeLine: 311, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!26 = !DIFile(filename: "/usr/local/cuda/include/sm_60_atomic_functions.hpp", directory: "")
!27 = distinct !DILocation(line: 22, column: 22, scope: !12)
!28 = !DILocation(line: 22, column: 20, scope: !12)
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 22, column: 13, scope: !12)
!34 = !DILocation(line: 23, column: 9, scope: !12)
!35 = !DILocation(line: 24, column: 22, scope: !12)
!36 = !DILocation(line: 25, column: 9, scope: !12)
!37 = !DILocation(line: 26, column: 15, scope: !12)
!38 = !DILocation(line: 26, column: 13, scope: !12)
!39 = !DILocation(line: 28, column: 24, scope: !12)
!40 = !DILocation(line: 28, column: 31, scope: !12)
!41 = !DILocation(line: 29, column: 19, scope: !12)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !31, i64 0}
!44 = !DILocation(line: 30, column: 20, scope: !12)
!45 = !DILocation(line: 30, column: 18, scope: !12)
!46 = !DILocation(line: 30, column: 9, scope: !12)
!47 = !DILocation(line: 30, column: 16, scope: !12)
!48 = !DILocation(line: 32, column: 1, scope: !12)
