; ModuleID = 'a-shared-race-050.cu'
source_filename = "a-shared-race-050.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.float4 = type { float, float, float, float }

@_ZZ13a_vec4_own_okE1s = internal addrspace(3) global [1028 x float] undef, align 16

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @a_vec4_own_ok(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !22
  %6 = mul i32 %4, %5, !dbg !25
  %7 = add i32 %6, %3, !dbg !26
  %8 = zext i32 %7 to i64, !dbg !27
  %9 = getelementptr inbounds %struct.float4, ptr %0, i64 %8, !dbg !27
  %10 = zext nneg i32 %3 to i64, !dbg !28
  %11 = getelementptr inbounds %struct.float4, ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 %10, !dbg !28
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %11, ptr noundef nonnull align 16 dereferenceable(16) %9, i64 16, i1 false), !dbg !29, !tbaa.struct !30
  %12 = icmp eq i32 %3, 0, !dbg !35
  br i1 %12, label %13, label %14, !dbg !36

13:                                               ; preds = %2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 4096), i8 0, i64 16, i1 false), !dbg !37
  br label %14, !dbg !38

14:                                               ; preds = %13, %2
  %15 = shl nuw nsw i32 %3, 2, !dbg !39
  %16 = or disjoint i32 %15, 3, !dbg !40
  %17 = zext nneg i32 %16 to i64, !dbg !41
  %18 = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 %17, !dbg !41
  %19 = load volatile float, ptr %18, align 4, !dbg !41, !tbaa !31
  tail call void @llvm.nvvm.barrier0(), !dbg !42
  %20 = add nuw nsw i32 %15, 4, !dbg !43
  %21 = zext nneg i32 %20 to i64, !dbg !44
  %22 = getelementptr inbounds [1028 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13a_vec4_own_okE1s to ptr), i64 0, i64 %21, !dbg !44
  %23 = load float, ptr %22, align 4, !dbg !44, !tbaa !31
  %24 = fadd contract float %19, %23, !dbg !45
  %25 = getelementptr inbounds float, ptr %1, i64 %8, !dbg !46
  store float %24, ptr %25, align 4, !dbg !47, !tbaa !31
  ret void, !dbg !48
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
!7 = !DIFile(filename: "a-shared-race-050.cu", directory: ".")
!8 = !{ptr @a_vec4_own_ok, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "a_vec4_own_ok", scope: !7, file: !7, line: 9, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 18, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 18, scope: !12)
!22 = !DILocation(line: 79, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!24 = distinct !DILocation(line: 13, column: 31, scope: !12)
!25 = !DILocation(line: 13, column: 29, scope: !12)
!26 = !DILocation(line: 13, column: 42, scope: !12)
!27 = !DILocation(line: 14, column: 40, scope: !12)
!28 = !DILocation(line: 14, column: 5, scope: !12)
!29 = !DILocation(line: 14, column: 38, scope: !12)
!30 = !{i64 0, i64 4, !31, i64 4, i64 4, !31, i64 8, i64 4, !31, i64 12, i64 4, !31}
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 15, column: 11, scope: !12)
!36 = !DILocation(line: 15, column: 9, scope: !12)
!37 = !DILocation(line: 16, column: 44, scope: !12)
!38 = !DILocation(line: 16, column: 9, scope: !12)
!39 = !DILocation(line: 17, column: 42, scope: !12)
!40 = !DILocation(line: 17, column: 46, scope: !12)
!41 = !DILocation(line: 17, column: 18, scope: !12)
!42 = !DILocation(line: 18, column: 5, scope: !12)
!43 = !DILocation(line: 19, column: 29, scope: !12)
!44 = !DILocation(line: 19, column: 21, scope: !12)
!45 = !DILocation(line: 19, column: 19, scope: !12)
!46 = !DILocation(line: 19, column: 5, scope: !12)
!47 = !DILocation(line: 19, column: 12, scope: !12)
!48 = !DILocation(line: 20, column: 1, scope: !12)
