; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @cumsum_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = shl i32 %6, 10, !dbg !8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %9 = and i32 %8, 31, !dbg !9
  %10 = lshr i32 %8, 5, !dbg !9
  %11 = and i32 %10, 3, !dbg !9
  %urem = shl nuw nsw i32 %8, 2, !dbg !9
  %12 = and i32 %urem, 508, !dbg !9
  %13 = or disjoint i32 %12, %7, !dbg !10
  %14 = or disjoint i32 %13, 512, !dbg !10
  %15 = icmp slt i32 %13, %2, !dbg !11
  %16 = icmp slt i32 %14, %2, !dbg !11
  %17 = sext i32 %13 to i64, !dbg !12
  %18 = getelementptr i32, ptr addrspace(1) %0, i64 %17, !dbg !12
  %19 = sext i32 %14 to i64, !dbg !12
  %20 = getelementptr i32, ptr addrspace(1) %0, i64 %19, !dbg !12
  %21 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %18, i1 %15) #4, !dbg !13
  %22 = extractvalue { i32, i32, i32, i32 } %21, 0, !dbg !13
  %23 = extractvalue { i32, i32, i32, i32 } %21, 1, !dbg !13
  %24 = extractvalue { i32, i32, i32, i32 } %21, 2, !dbg !13
  %25 = extractvalue { i32, i32, i32, i32 } %21, 3, !dbg !13
  %26 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %20, i1 %16) #4, !dbg !13
  %27 = extractvalue { i32, i32, i32, i32 } %26, 0, !dbg !13
  %28 = extractvalue { i32, i32, i32, i32 } %26, 1, !dbg !13
  %29 = extractvalue { i32, i32, i32, i32 } %26, 2, !dbg !13
  %30 = extractvalue { i32, i32, i32, i32 } %26, 3, !dbg !13
  %31 = getelementptr i32, ptr addrspace(1) %1, i64 %17, !dbg !14
  %32 = getelementptr i32, ptr addrspace(1) %1, i64 %19, !dbg !14
  %33 = add i32 %22, %23, !dbg !15
  %34 = add i32 %33, %24, !dbg !15
  %35 = add i32 %34, %25, !dbg !15
  %36 = add i32 %27, %28, !dbg !15
  %37 = add i32 %36, %29, !dbg !15
  %38 = add i32 %37, %30, !dbg !15
  %39 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 1, i32 0), !dbg !18
  %.not = icmp eq i32 %9, 0, !dbg !18
  %40 = select i1 %.not, i32 0, i32 %39, !dbg !18
  %41 = add i32 %35, %40, !dbg !18
  %42 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %41, i32 2, i32 0), !dbg !18
  %43 = icmp samesign ugt i32 %9, 1, !dbg !18
  %44 = select i1 %43, i32 %42, i32 0, !dbg !18
  %45 = add i32 %41, %44, !dbg !18
  %46 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %45, i32 4, i32 0), !dbg !18
  %47 = icmp samesign ugt i32 %9, 3, !dbg !18
  %48 = select i1 %47, i32 %46, i32 0, !dbg !18
  %49 = add i32 %45, %48, !dbg !18
  %50 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %49, i32 8, i32 0), !dbg !18
  %51 = icmp samesign ugt i32 %9, 7, !dbg !18
  %52 = select i1 %51, i32 %50, i32 0, !dbg !18
  %53 = add i32 %49, %52, !dbg !18
  %54 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %53, i32 16, i32 0), !dbg !18
  %55 = icmp samesign ugt i32 %9, 15, !dbg !18
  %56 = select i1 %55, i32 %54, i32 0, !dbg !18
  %57 = add i32 %53, %56, !dbg !18
  %58 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %38, i32 1, i32 0), !dbg !18
  %59 = select i1 %.not, i32 0, i32 %58, !dbg !18
  %60 = add i32 %59, %38, !dbg !18
  %61 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %60, i32 2, i32 0), !dbg !18
  %62 = select i1 %43, i32 %61, i32 0, !dbg !18
  %63 = add i32 %60, %62, !dbg !18
  %64 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %63, i32 4, i32 0), !dbg !18
  %65 = select i1 %47, i32 %64, i32 0, !dbg !18
  %66 = add i32 %63, %65, !dbg !18
  %67 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %66, i32 8, i32 0), !dbg !18
  %68 = select i1 %51, i32 %67, i32 0, !dbg !18
  %69 = add i32 %66, %68, !dbg !18
  %70 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %69, i32 16, i32 0), !dbg !18
  %71 = select i1 %55, i32 %70, i32 0, !dbg !18
  %72 = add i32 %69, %71, !dbg !18
  %73 = icmp eq i32 %9, 31, !dbg !18
  %74 = getelementptr i32, ptr addrspace(3) @global_smem, i32 %11, !dbg !18
  %75 = insertelement <1 x i32> poison, i32 %57, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %74, <1 x i32> %75, i1 %73) #4, !dbg !18
  %76 = getelementptr i8, ptr addrspace(3) %74, i32 16, !dbg !18
  %77 = insertelement <1 x i32> poison, i32 %72, i64 0, !dbg !18
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %76, <1 x i32> %77, i1 %73) #4, !dbg !18
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !18
  %.not2 = icmp eq i32 %11, 0, !dbg !18
  %78 = or i32 %11, %9, !dbg !18
  %.not1 = icmp eq i32 %78, 0, !dbg !18
  %79 = load i32, ptr addrspace(3) @global_smem, align 16, !dbg !18
  %80 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4), align 4, !dbg !18
  %81 = icmp samesign ugt i32 %11, 1, !dbg !18
  %82 = add i32 %80, %79, !dbg !15
  %83 = select i1 %81, i32 %82, i32 %79, !dbg !18
  %84 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !18
  %85 = icmp eq i32 %11, 3, !dbg !18
  %86 = add i32 %82, %84, !dbg !15
  %87 = select i1 %85, i32 %86, i32 %83, !dbg !18
  %88 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12), align 4, !dbg !18
  %89 = add i32 %86, %88, !dbg !15
  %90 = select i1 %.not2, i32 0, i32 %87, !dbg !18
  %91 = add i32 %90, %57, !dbg !18
  %92 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %91, i32 1, i32 0), !dbg !18
  %93 = select i1 %.not, i32 %87, i32 %92, !dbg !18
  %94 = select i1 %.not1, i32 0, i32 %93, !dbg !18
  %95 = add i32 %94, %34, !dbg !18
  %96 = add i32 %94, %33, !dbg !18
  %97 = add i32 %94, %22, !dbg !18
  %98 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), align 16, !dbg !18
  %99 = add i32 %98, %89, !dbg !15
  %100 = select i1 %.not2, i32 %89, i32 %99, !dbg !18
  %101 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 20), align 4, !dbg !18
  %102 = add i32 %99, %101, !dbg !15
  %103 = select i1 %81, i32 %102, i32 %100, !dbg !18
  %104 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 24), align 8, !dbg !18
  %105 = add i32 %102, %104, !dbg !15
  %106 = select i1 %85, i32 %105, i32 %103, !dbg !18
  %107 = add i32 %106, %72, !dbg !15
  %108 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %107, i32 1, i32 0), !dbg !18
  %109 = select i1 %.not, i32 %106, i32 %108, !dbg !18
  %110 = add i32 %109, %37, !dbg !15
  %111 = add i32 %109, %36, !dbg !15
  %112 = add i32 %109, %27, !dbg !15
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %97, i32 %96, i32 %95, i32 %91, ptr addrspace(1) %31, i1 %15) #4, !dbg !21
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %112, i32 %111, i32 %110, i32 %107, ptr addrspace(1) %32, i1 %16) #4, !dbg !21
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

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
!4 = distinct !DISubprogram(name: "cumsum_kernel", linkageName: "cumsum_kernel", scope: !1, file: !1, line: 101, type: !5, scopeLine: 101, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 103, column: 24, scope: !4)
!8 = !DILocation(line: 104, column: 17, scope: !4)
!9 = !DILocation(line: 104, column: 38, scope: !4)
!10 = !DILocation(line: 104, column: 25, scope: !4)
!11 = !DILocation(line: 105, column: 42, scope: !4)
!12 = !DILocation(line: 105, column: 24, scope: !4)
!13 = !DILocation(line: 105, column: 16, scope: !4)
!14 = !DILocation(line: 106, column: 23, scope: !4)
!15 = !DILocation(line: 263, column: 15, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!18 = !DILocation(line: 343, column: 60, scope: !16, inlinedAt: !19)
!19 = !DILocation(line: 106, column: 39, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !DILocation(line: 106, column: 29, scope: !4)
!22 = !DILocation(line: 106, column: 4, scope: !4)
