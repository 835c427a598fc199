; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @racy_store_kernel(ptr addrspace(1) %0, ptr addrspace(1) readnone captures(none) %1, ptr addrspace(1) readnone captures(none) %2) local_unnamed_addr #0 !dbg !4 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !7
  %5 = shl nuw nsw i32 %4, 1, !dbg !7
  %6 = and i32 %5, 254, !dbg !7
  %7 = zext nneg i32 %6 to i64, !dbg !8
  %8 = getelementptr i32, ptr addrspace(1) %0, i64 %7, !dbg !8
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !9
  %10 = add nuw i32 %6, %9, !dbg !10
  %11 = add nuw nsw i32 %9, 1, !dbg !7
  %12 = add nuw i32 %11, %6, !dbg !10
  tail call void asm sideeffect "st.global.v2.b32 [ $2 + 0 ], { $0, $1 };", "r,r,l"(i32 %10, i32 %12, ptr addrspace(1) %8) #2, !dbg !11
  ret void, !dbg !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gen-triton.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "racy_store_kernel", linkageName: "racy_store_kernel", scope: !1, file: !1, line: 127, type: !5, scopeLine: 127, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 129, column: 24, scope: !4)
!8 = !DILocation(line: 130, column: 23, scope: !4)
!9 = !DILocation(line: 130, column: 50, scope: !4)
!10 = !DILocation(line: 130, column: 36, scope: !4)
!11 = !DILocation(line: 130, column: 29, scope: !4)
!12 = !DILocation(line: 130, column: 4, scope: !4)
