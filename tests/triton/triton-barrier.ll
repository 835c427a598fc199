; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @barrier_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) readnone captures(none) %2, ptr addrspace(1) readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !7
  %6 = and i32 %5, 127, !dbg !7
  %7 = shl nuw nsw i32 %6, 2, !dbg !7
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %9 = shl i32 %8, 10, !dbg !9
  %10 = sext i32 %9 to i64, !dbg !10
  %11 = getelementptr float, ptr addrspace(1) %0, i64 %10, !dbg !10
  %12 = zext nneg i32 %7 to i64, !dbg !11
  %13 = getelementptr float, ptr addrspace(1) %11, i64 %12, !dbg !11
  %14 = getelementptr i8, ptr addrspace(1) %13, i64 2048, !dbg !11
  %15 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %13) #4, !dbg !12
  %16 = extractvalue { i32, i32, i32, i32 } %15, 0, !dbg !12
  %17 = extractvalue { i32, i32, i32, i32 } %15, 1, !dbg !12
  %18 = extractvalue { i32, i32, i32, i32 } %15, 2, !dbg !12
  %19 = extractvalue { i32, i32, i32, i32 } %15, 3, !dbg !12
  %20 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l"(ptr addrspace(1) %14) #4, !dbg !12
  %21 = extractvalue { i32, i32, i32, i32 } %20, 0, !dbg !12
  %22 = extractvalue { i32, i32, i32, i32 } %20, 1, !dbg !12
  %23 = extractvalue { i32, i32, i32, i32 } %20, 2, !dbg !12
  %24 = extractvalue { i32, i32, i32, i32 } %20, 3, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !13
  %25 = getelementptr float, ptr addrspace(1) %1, i64 %10, !dbg !14
  %26 = xor i32 %6, 1023, !dbg !15
  %27 = xor i32 %6, 895, !dbg !15
  %28 = xor i32 %6, 767, !dbg !15
  %29 = xor i32 %6, 639, !dbg !15
  %30 = xor i32 %6, 511, !dbg !15
  %31 = xor i32 %6, 383, !dbg !15
  %32 = xor i32 %6, 255, !dbg !15
  %33 = xor i32 %6, 127, !dbg !15
  %34 = zext nneg i32 %26 to i64, !dbg !16
  %35 = getelementptr float, ptr addrspace(1) %25, i64 %34, !dbg !16
  %36 = zext nneg i32 %27 to i64, !dbg !16
  %37 = getelementptr float, ptr addrspace(1) %25, i64 %36, !dbg !16
  %38 = zext nneg i32 %28 to i64, !dbg !16
  %39 = getelementptr float, ptr addrspace(1) %25, i64 %38, !dbg !16
  %40 = zext nneg i32 %29 to i64, !dbg !16
  %41 = getelementptr float, ptr addrspace(1) %25, i64 %40, !dbg !16
  %42 = zext nneg i32 %30 to i64, !dbg !16
  %43 = getelementptr float, ptr addrspace(1) %25, i64 %42, !dbg !16
  %44 = zext nneg i32 %31 to i64, !dbg !16
  %45 = getelementptr float, ptr addrspace(1) %25, i64 %44, !dbg !16
  %46 = zext nneg i32 %32 to i64, !dbg !16
  %47 = getelementptr float, ptr addrspace(1) %25, i64 %46, !dbg !16
  %48 = zext nneg i32 %33 to i64, !dbg !16
  %49 = getelementptr float, ptr addrspace(1) %25, i64 %48, !dbg !16
  %50 = shl nuw nsw i32 %6, 4, !dbg !17
  %51 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %50, !dbg !17
  %52 = insertelement <4 x i32> poison, i32 %16, i64 0, !dbg !17
  %53 = insertelement <4 x i32> %52, i32 %17, i64 1, !dbg !17
  %54 = insertelement <4 x i32> %53, i32 %18, i64 2, !dbg !17
  %55 = insertelement <4 x i32> %54, i32 %19, i64 3, !dbg !17
  store <4 x i32> %55, ptr addrspace(3) %51, align 16, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %56 = shl nuw nsw i32 %5, 6, !dbg !17
  %57 = and i32 %56, 1536, !dbg !17
  %58 = shl nuw nsw i32 %5, 4, !dbg !17
  %59 = and i32 %58, 112, !dbg !17
  %60 = shl nuw nsw i32 %5, 2, !dbg !17
  %61 = and i32 %60, 384, !dbg !17
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !17
  %63 = getelementptr inbounds nuw i8, ptr addrspace(3) %62, i32 %59, !dbg !17
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %63, i32 %61, !dbg !17
  %65 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %64), !dbg !17
  %66 = extractvalue { i32, i32, i32, i32 } %65, 0, !dbg !17
  %67 = extractvalue { i32, i32, i32, i32 } %65, 1, !dbg !17
  %68 = extractvalue { i32, i32, i32, i32 } %65, 2, !dbg !17
  %69 = extractvalue { i32, i32, i32, i32 } %65, 3, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %70 = insertelement <4 x i32> poison, i32 %21, i64 0, !dbg !17
  %71 = insertelement <4 x i32> %70, i32 %22, i64 1, !dbg !17
  %72 = insertelement <4 x i32> %71, i32 %23, i64 2, !dbg !17
  %73 = insertelement <4 x i32> %72, i32 %24, i64 3, !dbg !17
  store <4 x i32> %73, ptr addrspace(3) %51, align 16, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %74 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %64), !dbg !17
  %75 = extractvalue { i32, i32, i32, i32 } %74, 0, !dbg !17
  %76 = extractvalue { i32, i32, i32, i32 } %74, 1, !dbg !17
  %77 = extractvalue { i32, i32, i32, i32 } %74, 2, !dbg !17
  %78 = extractvalue { i32, i32, i32, i32 } %74, 3, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %66, ptr addrspace(1) %35) #4, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %67, ptr addrspace(1) %37) #4, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %68, ptr addrspace(1) %39) #4, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %69, ptr addrspace(1) %41) #4, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %75, ptr addrspace(1) %43) #4, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %76, ptr addrspace(1) %45) #4, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %77, ptr addrspace(1) %47) #4, !dbg !17
  tail call void asm sideeffect "st.global.b32 [ $1 + 0 ], { $0 };", "r,l"(i32 %78, ptr addrspace(1) %49) #4, !dbg !17
  ret void, !dbg !18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #3

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nounwind memory(argmem: read) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gen-triton.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "barrier_kernel", linkageName: "barrier_kernel", scope: !1, file: !1, line: 118, type: !5, scopeLine: 118, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 120, column: 24, scope: !4)
!8 = !DILocation(line: 121, column: 38, scope: !4)
!9 = !DILocation(line: 121, column: 43, scope: !4)
!10 = !DILocation(line: 121, column: 24, scope: !4)
!11 = !DILocation(line: 121, column: 51, scope: !4)
!12 = !DILocation(line: 121, column: 16, scope: !4)
!13 = !DILocation(line: 122, column: 4, scope: !4)
!14 = !DILocation(line: 123, column: 23, scope: !4)
!15 = !DILocation(line: 123, column: 63, scope: !4)
!16 = !DILocation(line: 123, column: 51, scope: !4)
!17 = !DILocation(line: 123, column: 70, scope: !4)
!18 = !DILocation(line: 123, column: 4, scope: !4)
