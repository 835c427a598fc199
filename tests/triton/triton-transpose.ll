; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @transpose_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %9 = shl i32 %7, 5, !dbg !9
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %11 = and i32 %10, 7, !dbg !10
  %12 = shl nuw nsw i32 %11, 2, !dbg !10
  %13 = and i32 %10, 96, !dbg !10
  %14 = lshr exact i32 %13, 5, !dbg !10
  %15 = lshr i32 %10, 3, !dbg !10
  %16 = and i32 %15, 15, !dbg !10
  %17 = and i32 %10, 31, !dbg !10
  %18 = or disjoint i32 %12, %9, !dbg !11
  %19 = or disjoint i32 %14, %9, !dbg !11
  %20 = or disjoint i32 %19, 4, !dbg !11
  %21 = or disjoint i32 %19, 8, !dbg !11
  %22 = or disjoint i32 %19, 12, !dbg !11
  %23 = or disjoint i32 %19, 16, !dbg !11
  %24 = or disjoint i32 %19, 20, !dbg !11
  %25 = or disjoint i32 %19, 24, !dbg !11
  %26 = or disjoint i32 %19, 28, !dbg !11
  %27 = shl nuw nsw i32 %8, 5, !dbg !12
  %28 = or disjoint i32 %16, %27, !dbg !13
  %29 = or disjoint i32 %28, 16, !dbg !13
  %30 = or disjoint i32 %27, %17, !dbg !13
  %31 = icmp slt i32 %18, %2, !dbg !14
  %32 = icmp slt i32 %19, %2, !dbg !14
  %33 = icmp slt i32 %23, %2, !dbg !14
  %34 = icmp slt i32 %28, %3, !dbg !15
  %35 = icmp slt i32 %29, %3, !dbg !15
  %36 = icmp slt i32 %30, %3, !dbg !15
  %37 = and i1 %31, %34, !dbg !16
  %38 = and i1 %31, %35, !dbg !16
  %39 = and i1 %32, %36, !dbg !16
  %40 = and i1 %33, %36, !dbg !16
  %41 = mul i32 %3, %19, !dbg !17
  %42 = mul i32 %3, %20, !dbg !17
  %43 = mul i32 %3, %21, !dbg !17
  %44 = mul i32 %3, %22, !dbg !17
  %45 = mul i32 %3, %23, !dbg !17
  %46 = mul i32 %3, %24, !dbg !17
  %47 = mul i32 %3, %25, !dbg !17
  %48 = mul i32 %3, %26, !dbg !17
  %49 = sext i32 %41 to i64, !dbg !18
  %50 = getelementptr float, ptr addrspace(1) %0, i64 %49, !dbg !18
  %51 = sext i32 %42 to i64, !dbg !18
  %52 = getelementptr float, ptr addrspace(1) %0, i64 %51, !dbg !18
  %53 = sext i32 %43 to i64, !dbg !18
  %54 = getelementptr float, ptr addrspace(1) %0, i64 %53, !dbg !18
  %55 = sext i32 %44 to i64, !dbg !18
  %56 = getelementptr float, ptr addrspace(1) %0, i64 %55, !dbg !18
  %57 = sext i32 %45 to i64, !dbg !18
  %58 = getelementptr float, ptr addrspace(1) %0, i64 %57, !dbg !18
  %59 = sext i32 %46 to i64, !dbg !18
  %60 = getelementptr float, ptr addrspace(1) %0, i64 %59, !dbg !18
  %61 = sext i32 %47 to i64, !dbg !18
  %62 = getelementptr float, ptr addrspace(1) %0, i64 %61, !dbg !18
  %63 = sext i32 %48 to i64, !dbg !18
  %64 = getelementptr float, ptr addrspace(1) %0, i64 %63, !dbg !18
  %65 = zext nneg i32 %30 to i64, !dbg !19
  %66 = getelementptr float, ptr addrspace(1) %50, i64 %65, !dbg !19
  %67 = getelementptr float, ptr addrspace(1) %52, i64 %65, !dbg !19
  %68 = getelementptr float, ptr addrspace(1) %54, i64 %65, !dbg !19
  %69 = getelementptr float, ptr addrspace(1) %56, i64 %65, !dbg !19
  %70 = getelementptr float, ptr addrspace(1) %58, i64 %65, !dbg !19
  %71 = getelementptr float, ptr addrspace(1) %60, i64 %65, !dbg !19
  %72 = getelementptr float, ptr addrspace(1) %62, i64 %65, !dbg !19
  %73 = getelementptr float, ptr addrspace(1) %64, i64 %65, !dbg !19
  %74 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %66, i1 %39) #4, !dbg !20
  %75 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %67, i1 %39) #4, !dbg !20
  %76 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %68, i1 %39) #4, !dbg !20
  %77 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %69, i1 %39) #4, !dbg !20
  %78 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %70, i1 %40) #4, !dbg !20
  %79 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %71, i1 %40) #4, !dbg !20
  %80 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %72, i1 %40) #4, !dbg !20
  %81 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %73, i1 %40) #4, !dbg !20
  %82 = mul i32 %2, %28, !dbg !21
  %83 = mul i32 %29, %2, !dbg !21
  %84 = sext i32 %82 to i64, !dbg !22
  %85 = getelementptr float, ptr addrspace(1) %1, i64 %84, !dbg !22
  %86 = sext i32 %83 to i64, !dbg !22
  %87 = getelementptr float, ptr addrspace(1) %1, i64 %86, !dbg !22
  %88 = sext i32 %18 to i64, !dbg !23
  %89 = getelementptr float, ptr addrspace(1) %85, i64 %88, !dbg !23
  %90 = getelementptr float, ptr addrspace(1) %87, i64 %88, !dbg !23
  %91 = and i32 %10, 24, !dbg !24
  %92 = shl nuw nsw i32 %91, 6, !dbg !24
  %93 = shl nuw nsw i32 %11, 4, !dbg !24
  %94 = shl nuw nsw i32 %13, 2, !dbg !24
  %95 = or disjoint i32 %92, %94, !dbg !24
  %96 = or disjoint i32 %95, %93, !dbg !24
  %97 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %96, !dbg !24
  %98 = insertelement <4 x i32> poison, i32 %74, i64 0, !dbg !24
  %99 = insertelement <4 x i32> %98, i32 %75, i64 1, !dbg !24
  %100 = insertelement <4 x i32> %99, i32 %76, i64 2, !dbg !24
  %101 = insertelement <4 x i32> %100, i32 %77, i64 3, !dbg !24
  store <4 x i32> %101, ptr addrspace(3) %97, align 16, !dbg !24
  %102 = xor i32 %96, 2112, !dbg !24
  %103 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %102, !dbg !24
  %104 = insertelement <4 x i32> poison, i32 %78, i64 0, !dbg !24
  %105 = insertelement <4 x i32> %104, i32 %79, i64 1, !dbg !24
  %106 = insertelement <4 x i32> %105, i32 %80, i64 2, !dbg !24
  %107 = insertelement <4 x i32> %106, i32 %81, i64 3, !dbg !24
  store <4 x i32> %107, ptr addrspace(3) %103, align 16, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !24
  %108 = shl nuw nsw i32 %91, 4, !dbg !24
  %109 = shl nuw nsw i32 %10, 3, !dbg !24
  %110 = and i32 %109, 560, !dbg !24
  %111 = and i32 %10, 1, !dbg !24
  %112 = icmp eq i32 %111, 0, !dbg !24
  %113 = select i1 %112, i32 0, i32 2112, !dbg !24
  %114 = shl nuw nsw i32 %10, 1, !dbg !24
  %115 = and i32 %114, 64, !dbg !24
  %116 = xor i32 %113, %115, !dbg !24
  %117 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %108, !dbg !24
  %118 = getelementptr inbounds nuw i8, ptr addrspace(3) %117, i32 %110, !dbg !24
  %119 = getelementptr inbounds nuw i8, ptr addrspace(3) %118, i32 %116, !dbg !24
  %120 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %119), !dbg !24
  %121 = extractvalue { i32, i32, i32, i32 } %120, 0, !dbg !24
  %122 = extractvalue { i32, i32, i32, i32 } %120, 1, !dbg !24
  %123 = extractvalue { i32, i32, i32, i32 } %120, 2, !dbg !24
  %124 = extractvalue { i32, i32, i32, i32 } %120, 3, !dbg !24
  %125 = getelementptr inbounds nuw i8, ptr addrspace(3) %119, i32 1024, !dbg !24
  %126 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %125), !dbg !24
  %127 = extractvalue { i32, i32, i32, i32 } %126, 0, !dbg !24
  %128 = extractvalue { i32, i32, i32, i32 } %126, 1, !dbg !24
  %129 = extractvalue { i32, i32, i32, i32 } %126, 2, !dbg !24
  %130 = extractvalue { i32, i32, i32, i32 } %126, 3, !dbg !24
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %121, i32 %122, i32 %123, i32 %124, ptr addrspace(1) %89, i1 %37) #4, !dbg !24
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %127, i32 %128, i32 %129, i32 %130, ptr addrspace(1) %90, i1 %38) #4, !dbg !24
  ret void, !dbg !25
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

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
!4 = distinct !DISubprogram(name: "transpose_kernel", linkageName: "transpose_kernel", scope: !1, file: !1, line: 90, type: !5, scopeLine: 90, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 91, column: 26, scope: !4)
!8 = !DILocation(line: 92, column: 26, scope: !4)
!9 = !DILocation(line: 93, column: 17, scope: !4)
!10 = !DILocation(line: 93, column: 35, scope: !4)
!11 = !DILocation(line: 93, column: 22, scope: !4)
!12 = !DILocation(line: 94, column: 17, scope: !4)
!13 = !DILocation(line: 94, column: 22, scope: !4)
!14 = !DILocation(line: 95, column: 23, scope: !4)
!15 = !DILocation(line: 95, column: 43, scope: !4)
!16 = !DILocation(line: 95, column: 29, scope: !4)
!17 = !DILocation(line: 96, column: 39, scope: !4)
!18 = !DILocation(line: 96, column: 25, scope: !4)
!19 = !DILocation(line: 96, column: 43, scope: !4)
!20 = !DILocation(line: 96, column: 16, scope: !4)
!21 = !DILocation(line: 97, column: 37, scope: !4)
!22 = !DILocation(line: 97, column: 23, scope: !4)
!23 = !DILocation(line: 97, column: 41, scope: !4)
!24 = !DILocation(line: 97, column: 54, scope: !4)
!25 = !DILocation(line: 97, column: 4, scope: !4)
