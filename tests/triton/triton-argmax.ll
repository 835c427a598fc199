; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @argmax_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) readnone captures(none) %3, ptr addrspace(1) readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  %8 = and i32 %7, 127, !dbg !8
  %9 = and i32 %7, 31, !dbg !8
  %10 = lshr i32 %8, 5, !dbg !8
  %11 = or disjoint i32 %8, 128, !dbg !8
  %12 = or disjoint i32 %8, 256, !dbg !8
  %13 = or disjoint i32 %8, 384, !dbg !8
  %14 = or disjoint i32 %8, 512, !dbg !8
  %15 = or disjoint i32 %8, 640, !dbg !8
  %16 = or disjoint i32 %8, 768, !dbg !8
  %17 = or i32 %7, 896, !dbg !8
  %18 = icmp slt i32 %8, %2, !dbg !9
  %19 = icmp slt i32 %11, %2, !dbg !9
  %20 = icmp slt i32 %12, %2, !dbg !9
  %21 = icmp slt i32 %13, %2, !dbg !9
  %22 = icmp slt i32 %14, %2, !dbg !9
  %23 = icmp slt i32 %15, %2, !dbg !9
  %24 = icmp slt i32 %16, %2, !dbg !9
  %25 = icmp slt i32 %17, %2, !dbg !9
  %26 = mul i32 %2, %6, !dbg !10
  %27 = sext i32 %26 to i64, !dbg !11
  %28 = getelementptr float, ptr addrspace(1) %0, i64 %27, !dbg !11
  %29 = zext nneg i32 %8 to i64, !dbg !12
  %30 = getelementptr float, ptr addrspace(1) %28, i64 %29, !dbg !12
  %31 = zext nneg i32 %11 to i64, !dbg !12
  %32 = getelementptr float, ptr addrspace(1) %28, i64 %31, !dbg !12
  %33 = zext nneg i32 %12 to i64, !dbg !12
  %34 = getelementptr float, ptr addrspace(1) %28, i64 %33, !dbg !12
  %35 = zext nneg i32 %13 to i64, !dbg !12
  %36 = getelementptr float, ptr addrspace(1) %28, i64 %35, !dbg !12
  %37 = zext nneg i32 %14 to i64, !dbg !12
  %38 = getelementptr float, ptr addrspace(1) %28, i64 %37, !dbg !12
  %39 = zext nneg i32 %15 to i64, !dbg !12
  %40 = getelementptr float, ptr addrspace(1) %28, i64 %39, !dbg !12
  %41 = zext nneg i32 %16 to i64, !dbg !12
  %42 = getelementptr float, ptr addrspace(1) %28, i64 %41, !dbg !12
  %43 = zext nneg i32 %17 to i64, !dbg !12
  %44 = getelementptr float, ptr addrspace(1) %28, i64 %43, !dbg !12
  %45 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %30, i1 %18) #4, !dbg !13
  %46 = bitcast i32 %45 to float, !dbg !13
  %47 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %32, i1 %19) #4, !dbg !13
  %48 = bitcast i32 %47 to float, !dbg !13
  %49 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %34, i1 %20) #4, !dbg !13
  %50 = bitcast i32 %49 to float, !dbg !13
  %51 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %36, i1 %21) #4, !dbg !13
  %52 = bitcast i32 %51 to float, !dbg !13
  %53 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %38, i1 %22) #4, !dbg !13
  %54 = bitcast i32 %53 to float, !dbg !13
  %55 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %40, i1 %23) #4, !dbg !13
  %56 = bitcast i32 %55 to float, !dbg !13
  %57 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %42, i1 %24) #4, !dbg !13
  %58 = bitcast i32 %57 to float, !dbg !13
  %59 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 -8388608, ptr addrspace(1) %44, i1 %25) #4, !dbg !13
  %60 = bitcast i32 %59 to float, !dbg !13
  %61 = zext nneg i32 %6 to i64, !dbg !14
  %62 = getelementptr i32, ptr addrspace(1) %1, i64 %61, !dbg !14
  %63 = fcmp oge float %46, %48, !dbg !15
  %64 = select i1 %63, float %46, float %48, !dbg !23
  %65 = select i1 %63, i32 %8, i32 %11, !dbg !24
  %66 = fcmp oge float %64, %50, !dbg !15
  %67 = select i1 %66, float %64, float %50, !dbg !23
  %68 = select i1 %66, i32 %65, i32 %12, !dbg !24
  %69 = fcmp oge float %67, %52, !dbg !15
  %70 = select i1 %69, float %67, float %52, !dbg !23
  %71 = select i1 %69, i32 %68, i32 %13, !dbg !24
  %72 = fcmp oge float %70, %54, !dbg !15
  %73 = select i1 %72, float %70, float %54, !dbg !23
  %74 = select i1 %72, i32 %71, i32 %14, !dbg !24
  %75 = fcmp oge float %73, %56, !dbg !15
  %76 = select i1 %75, float %73, float %56, !dbg !23
  %77 = select i1 %75, i32 %74, i32 %15, !dbg !24
  %78 = fcmp oge float %76, %58, !dbg !15
  %79 = select i1 %78, float %76, float %58, !dbg !23
  %80 = select i1 %78, i32 %77, i32 %16, !dbg !24
  %81 = fcmp oge float %79, %60, !dbg !15
  %82 = select i1 %81, float %79, float %60, !dbg !23
  %83 = select i1 %81, i32 %80, i32 %17, !dbg !24
  %84 = bitcast float %82 to i32, !dbg !19
  %85 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %84, i32 16, i32 31), !dbg !19
  %86 = bitcast i32 %85 to float, !dbg !19
  %87 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %83, i32 16, i32 31), !dbg !19
  %88 = fcmp oeq float %82, %86, !dbg !25
  %89 = icmp slt i32 %83, %87, !dbg !26
  %90 = and i1 %88, %89, !dbg !27
  %91 = fcmp ogt float %82, %86, !dbg !28
  %92 = or i1 %91, %90, !dbg !15
  %93 = select i1 %92, float %82, float %86, !dbg !23
  %94 = select i1 %92, i32 %83, i32 %87, !dbg !24
  %95 = bitcast float %93 to i32, !dbg !19
  %96 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %95, i32 8, i32 31), !dbg !19
  %97 = bitcast i32 %96 to float, !dbg !19
  %98 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %94, i32 8, i32 31), !dbg !19
  %99 = fcmp oeq float %93, %97, !dbg !25
  %100 = icmp slt i32 %94, %98, !dbg !26
  %101 = and i1 %99, %100, !dbg !27
  %102 = fcmp ogt float %93, %97, !dbg !28
  %103 = or i1 %102, %101, !dbg !15
  %104 = select i1 %103, float %93, float %97, !dbg !23
  %105 = select i1 %103, i32 %94, i32 %98, !dbg !24
  %106 = bitcast float %104 to i32, !dbg !19
  %107 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %106, i32 4, i32 31), !dbg !19
  %108 = bitcast i32 %107 to float, !dbg !19
  %109 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %105, i32 4, i32 31), !dbg !19
  %110 = fcmp oeq float %104, %108, !dbg !25
  %111 = icmp slt i32 %105, %109, !dbg !26
  %112 = and i1 %110, %111, !dbg !27
  %113 = fcmp ogt float %104, %108, !dbg !28
  %114 = or i1 %113, %112, !dbg !15
  %115 = select i1 %114, float %104, float %108, !dbg !23
  %116 = select i1 %114, i32 %105, i32 %109, !dbg !24
  %117 = bitcast float %115 to i32, !dbg !19
  %118 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %117, i32 2, i32 31), !dbg !19
  %119 = bitcast i32 %118 to float, !dbg !19
  %120 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %116, i32 2, i32 31), !dbg !19
  %121 = fcmp oeq float %115, %119, !dbg !25
  %122 = icmp slt i32 %116, %120, !dbg !26
  %123 = and i1 %121, %122, !dbg !27
  %124 = fcmp ogt float %115, %119, !dbg !28
  %125 = or i1 %124, %123, !dbg !15
  %126 = select i1 %125, float %115, float %119, !dbg !23
  %127 = select i1 %125, i32 %116, i32 %120, !dbg !24
  %128 = bitcast float %126 to i32, !dbg !19
  %129 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %128, i32 1, i32 31), !dbg !19
  %130 = bitcast i32 %129 to float, !dbg !19
  %131 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 1, i32 31), !dbg !19
  %132 = fcmp oeq float %126, %130, !dbg !25
  %133 = icmp slt i32 %127, %131, !dbg !26
  %134 = and i1 %132, %133, !dbg !27
  %135 = fcmp ogt float %126, %130, !dbg !28
  %136 = or i1 %135, %134, !dbg !15
  %137 = select i1 %136, i32 %127, i32 %131, !dbg !24
  %138 = icmp eq i32 %9, 0, !dbg !19
  %139 = getelementptr float, ptr addrspace(3) @global_smem, i32 %10, !dbg !19
  %140 = select i1 %136, i32 %128, i32 %129, !dbg !23
  %141 = insertelement <1 x i32> poison, i32 %140, i64 0, !dbg !19
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %139, <1 x i32> %141, i1 %138) #4, !dbg !19
  %142 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %10, !dbg !19
  %143 = insertelement <1 x i32> poison, i32 %137, i64 0, !dbg !19
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %142, <1 x i32> %143, i1 %138) #4, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %144 = icmp samesign ult i32 %8, 4, !dbg !19
  %145 = getelementptr float, ptr addrspace(3) @global_smem, i32 %8, !dbg !19
  %146 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %145, i1 %144) #4, !dbg !19
  %147 = bitcast i32 %146 to float, !dbg !19
  %148 = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), i32 %8, !dbg !19
  %149 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %148, i1 %144) #4, !dbg !19
  %150 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %146, i32 2, i32 31), !dbg !19
  %151 = bitcast i32 %150 to float, !dbg !19
  %152 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %149, i32 2, i32 31), !dbg !19
  %153 = fcmp oeq float %147, %151, !dbg !25
  %154 = icmp slt i32 %149, %152, !dbg !26
  %155 = and i1 %153, %154, !dbg !27
  %156 = fcmp ogt float %147, %151, !dbg !28
  %157 = or i1 %156, %155, !dbg !15
  %158 = select i1 %157, float %147, float %151, !dbg !23
  %159 = select i1 %157, i32 %149, i32 %152, !dbg !24
  %160 = bitcast float %158 to i32, !dbg !19
  %161 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %160, i32 1, i32 31), !dbg !19
  %162 = bitcast i32 %161 to float, !dbg !19
  %163 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %159, i32 1, i32 31), !dbg !19
  %164 = fcmp oeq float %158, %162, !dbg !25
  %165 = icmp slt i32 %159, %163, !dbg !26
  %166 = and i1 %164, %165, !dbg !27
  %167 = fcmp ogt float %158, %162, !dbg !28
  %168 = or i1 %167, %166, !dbg !15
  %169 = select i1 %168, i32 %159, i32 %163, !dbg !24
  %170 = and i32 %7, 3, !dbg !19
  %171 = icmp eq i32 %170, 0, !dbg !19
  %172 = and i1 %144, %171, !dbg !19
  %173 = select i1 %168, i32 %160, i32 %161, !dbg !23
  %174 = insertelement <1 x i32> poison, i32 %173, i64 0, !dbg !19
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %145, <1 x i32> %174, i1 %172) #4, !dbg !19
  %175 = insertelement <1 x i32> poison, i32 %169, i64 0, !dbg !19
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %148, <1 x i32> %175, i1 %172) #4, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %176 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 16), align 16, !dbg !19
  %177 = icmp samesign ult i32 %8, 32, !dbg !29
  %178 = and i1 %138, %177, !dbg !29
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %176, ptr addrspace(1) %62, i1 %178) #4, !dbg !29
  ret void, !dbg !30
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
!4 = distinct !DISubprogram(name: "argmax_kernel", linkageName: "argmax_kernel", scope: !1, file: !1, line: 110, type: !5, scopeLine: 110, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 111, column: 24, scope: !4)
!8 = !DILocation(line: 112, column: 24, scope: !4)
!9 = !DILocation(line: 113, column: 57, scope: !4)
!10 = !DILocation(line: 113, column: 30, scope: !4)
!11 = !DILocation(line: 113, column: 24, scope: !4)
!12 = !DILocation(line: 113, column: 39, scope: !4)
!13 = !DILocation(line: 113, column: 16, scope: !4)
!14 = !DILocation(line: 114, column: 23, scope: !4)
!15 = !DILocation(line: 152, column: 28, scope: !16, inlinedAt: !18)
!16 = distinct !DILexicalBlockFile(scope: !4, file: !17, discriminator: 0)
!17 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!18 = !DILocation(line: 160, column: 59, scope: !16, inlinedAt: !19)
!19 = !DILocation(line: 181, column: 58, scope: !16, inlinedAt: !20)
!20 = !DILocation(line: 198, column: 26, scope: !16, inlinedAt: !21)
!21 = !DILocation(line: 114, column: 38, scope: !22)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!23 = !DILocation(line: 153, column: 35, scope: !16, inlinedAt: !18)
!24 = !DILocation(line: 154, column: 35, scope: !16, inlinedAt: !18)
!25 = !DILocation(line: 149, column: 24, scope: !16, inlinedAt: !18)
!26 = !DILocation(line: 149, column: 44, scope: !16, inlinedAt: !18)
!27 = !DILocation(line: 149, column: 35, scope: !16, inlinedAt: !18)
!28 = !DILocation(line: 152, column: 18, scope: !16, inlinedAt: !18)
!29 = !DILocation(line: 114, column: 28, scope: !4)
!30 = !DILocation(line: 114, column: 4, scope: !4)
