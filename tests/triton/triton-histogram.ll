; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @histogram_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = shl i32 %6, 10, !dbg !8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %9 = and i32 %8, 127, !dbg !9
  %10 = shl nuw nsw i32 %9, 2, !dbg !9
  %11 = or disjoint i32 %10, %7, !dbg !10
  %12 = or disjoint i32 %11, 512, !dbg !10
  %13 = or disjoint i32 %7, %9, !dbg !10
  %14 = or disjoint i32 %13, 128, !dbg !10
  %15 = or disjoint i32 %13, 256, !dbg !10
  %16 = or disjoint i32 %13, 384, !dbg !10
  %17 = or disjoint i32 %13, 512, !dbg !10
  %18 = or disjoint i32 %13, 640, !dbg !10
  %19 = or disjoint i32 %13, 768, !dbg !10
  %20 = or disjoint i32 %8, %7, !dbg !10
  %21 = or i32 %20, 896, !dbg !10
  %22 = icmp slt i32 %11, %2, !dbg !11
  %23 = icmp slt i32 %12, %2, !dbg !11
  %24 = icmp slt i32 %13, %2, !dbg !11
  %25 = icmp slt i32 %14, %2, !dbg !11
  %26 = icmp slt i32 %15, %2, !dbg !11
  %27 = icmp slt i32 %16, %2, !dbg !11
  %28 = icmp slt i32 %17, %2, !dbg !11
  %29 = icmp slt i32 %18, %2, !dbg !11
  %30 = icmp slt i32 %19, %2, !dbg !11
  %31 = icmp slt i32 %21, %2, !dbg !11
  %32 = sext i32 %11 to i64, !dbg !12
  %33 = getelementptr i32, ptr addrspace(1) %0, i64 %32, !dbg !12
  %34 = sext i32 %12 to i64, !dbg !12
  %35 = getelementptr i32, ptr addrspace(1) %0, i64 %34, !dbg !12
  %36 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %33, i1 %22) #3, !dbg !13
  %37 = extractvalue { i32, i32, i32, i32 } %36, 0, !dbg !13
  %38 = extractvalue { i32, i32, i32, i32 } %36, 1, !dbg !13
  %39 = extractvalue { i32, i32, i32, i32 } %36, 2, !dbg !13
  %40 = extractvalue { i32, i32, i32, i32 } %36, 3, !dbg !13
  %41 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %35, i1 %23) #3, !dbg !13
  %42 = extractvalue { i32, i32, i32, i32 } %41, 0, !dbg !13
  %43 = extractvalue { i32, i32, i32, i32 } %41, 1, !dbg !13
  %44 = extractvalue { i32, i32, i32, i32 } %41, 2, !dbg !13
  %45 = extractvalue { i32, i32, i32, i32 } %41, 3, !dbg !13
  %46 = srem i32 %37, 64, !dbg !14
  %47 = srem i32 %38, 64, !dbg !14
  %48 = srem i32 %39, 64, !dbg !14
  %49 = srem i32 %40, 64, !dbg !14
  %50 = srem i32 %42, 64, !dbg !14
  %51 = srem i32 %43, 64, !dbg !14
  %52 = srem i32 %44, 64, !dbg !14
  %53 = srem i32 %45, 64, !dbg !14
  %54 = sext i32 %46 to i64, !dbg !15
  %55 = getelementptr i32, ptr addrspace(1) %1, i64 %54, !dbg !15
  %56 = sext i32 %47 to i64, !dbg !15
  %57 = getelementptr i32, ptr addrspace(1) %1, i64 %56, !dbg !15
  %58 = sext i32 %48 to i64, !dbg !15
  %59 = getelementptr i32, ptr addrspace(1) %1, i64 %58, !dbg !15
  %60 = sext i32 %49 to i64, !dbg !15
  %61 = getelementptr i32, ptr addrspace(1) %1, i64 %60, !dbg !15
  %62 = sext i32 %50 to i64, !dbg !15
  %63 = getelementptr i32, ptr addrspace(1) %1, i64 %62, !dbg !15
  %64 = sext i32 %51 to i64, !dbg !15
  %65 = getelementptr i32, ptr addrspace(1) %1, i64 %64, !dbg !15
  %66 = sext i32 %52 to i64, !dbg !15
  %67 = getelementptr i32, ptr addrspace(1) %1, i64 %66, !dbg !15
  %68 = sext i32 %53 to i64, !dbg !15
  %69 = getelementptr i32, ptr addrspace(1) %1, i64 %68, !dbg !15
  %70 = ptrtoint ptr addrspace(1) %55 to i64, !dbg !16
  %71 = ptrtoint ptr addrspace(1) %57 to i64, !dbg !16
  %72 = ptrtoint ptr addrspace(1) %59 to i64, !dbg !16
  %73 = ptrtoint ptr addrspace(1) %61 to i64, !dbg !16
  %74 = ptrtoint ptr addrspace(1) %63 to i64, !dbg !16
  %75 = ptrtoint ptr addrspace(1) %65 to i64, !dbg !16
  %76 = ptrtoint ptr addrspace(1) %67 to i64, !dbg !16
  %77 = ptrtoint ptr addrspace(1) %69 to i64, !dbg !16
  %78 = shl nuw nsw i32 %9, 4, !dbg !16
  %79 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %78, !dbg !16
  %80 = insertelement <2 x i64> poison, i64 %70, i64 0, !dbg !16
  %81 = insertelement <2 x i64> %80, i64 %74, i64 1, !dbg !16
  store <2 x i64> %81, ptr addrspace(3) %79, align 16, !dbg !16
  %82 = xor i32 %78, 2080, !dbg !16
  %83 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %82, !dbg !16
  %84 = insertelement <2 x i64> poison, i64 %71, i64 0, !dbg !16
  %85 = insertelement <2 x i64> %84, i64 %75, i64 1, !dbg !16
  store <2 x i64> %85, ptr addrspace(3) %83, align 16, !dbg !16
  %86 = xor i32 %78, 4160, !dbg !16
  %87 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %86, !dbg !16
  %88 = insertelement <2 x i64> poison, i64 %72, i64 0, !dbg !16
  %89 = insertelement <2 x i64> %88, i64 %76, i64 1, !dbg !16
  store <2 x i64> %89, ptr addrspace(3) %87, align 16, !dbg !16
  %90 = xor i32 %78, 6240, !dbg !16
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %90, !dbg !16
  %92 = insertelement <2 x i64> poison, i64 %73, i64 0, !dbg !16
  %93 = insertelement <2 x i64> %92, i64 %77, i64 1, !dbg !16
  store <2 x i64> %93, ptr addrspace(3) %91, align 16, !dbg !16
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !16
  %94 = and i32 %8, 3, !dbg !16
  %95 = shl nuw nsw i32 %94, 11, !dbg !16
  %96 = shl nuw nsw i32 %94, 5, !dbg !16
  %97 = shl nuw nsw i32 %8, 2, !dbg !16
  %98 = and i32 %97, 496, !dbg !16
  %99 = xor i32 %96, %98, !dbg !16
  %100 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %95, !dbg !16
  %101 = getelementptr inbounds nuw i8, ptr addrspace(3) %100, i32 %99, !dbg !16
  %102 = load i64, ptr addrspace(3) %101, align 16, !dbg !16
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i32 8, !dbg !16
  %104 = load i64, ptr addrspace(3) %103, align 8, !dbg !16
  %105 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i32 512, !dbg !16
  %106 = load i64, ptr addrspace(3) %105, align 16, !dbg !16
  %107 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i32 520, !dbg !16
  %108 = load i64, ptr addrspace(3) %107, align 8, !dbg !16
  %109 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i32 1024, !dbg !16
  %110 = load i64, ptr addrspace(3) %109, align 16, !dbg !16
  %111 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i32 1032, !dbg !16
  %112 = load i64, ptr addrspace(3) %111, align 8, !dbg !16
  %113 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i32 1536, !dbg !16
  %114 = load i64, ptr addrspace(3) %113, align 16, !dbg !16
  %115 = getelementptr inbounds nuw i8, ptr addrspace(3) %101, i32 1544, !dbg !16
  %116 = load i64, ptr addrspace(3) %115, align 8, !dbg !16
  %117 = inttoptr i64 %102 to ptr addrspace(1), !dbg !16
  %118 = inttoptr i64 %106 to ptr addrspace(1), !dbg !16
  %119 = inttoptr i64 %110 to ptr addrspace(1), !dbg !16
  %120 = inttoptr i64 %114 to ptr addrspace(1), !dbg !16
  %121 = inttoptr i64 %104 to ptr addrspace(1), !dbg !16
  %122 = inttoptr i64 %108 to ptr addrspace(1), !dbg !16
  %123 = inttoptr i64 %112 to ptr addrspace(1), !dbg !16
  %124 = inttoptr i64 %116 to ptr addrspace(1), !dbg !16
  %125 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %117, i32 1, i1 %24) #3, !dbg !16
  %126 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %118, i32 1, i1 %25) #3, !dbg !16
  %127 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %119, i32 1, i1 %26) #3, !dbg !16
  %128 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %120, i32 1, i1 %27) #3, !dbg !16
  %129 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %121, i32 1, i1 %28) #3, !dbg !16
  %130 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %122, i32 1, i1 %29) #3, !dbg !16
  %131 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %123, i32 1, i1 %30) #3, !dbg !16
  %132 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %124, i32 1, i1 %31) #3, !dbg !16
  ret void, !dbg !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gen-triton.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "histogram_kernel", linkageName: "histogram_kernel", scope: !1, file: !1, line: 73, type: !5, scopeLine: 73, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 74, column: 24, scope: !4)
!8 = !DILocation(line: 75, column: 17, scope: !4)
!9 = !DILocation(line: 75, column: 38, scope: !4)
!10 = !DILocation(line: 75, column: 25, scope: !4)
!11 = !DILocation(line: 76, column: 15, scope: !4)
!12 = !DILocation(line: 77, column: 24, scope: !4)
!13 = !DILocation(line: 77, column: 16, scope: !4)
!14 = !DILocation(line: 78, column: 34, scope: !4)
!15 = !DILocation(line: 78, column: 30, scope: !4)
!16 = !DILocation(line: 78, column: 42, scope: !4)
!17 = !DILocation(line: 78, column: 4, scope: !4)
