; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1

; Function Attrs: nounwind
define ptx_kernel void @layernorm_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, ptr addrspace(1) %3, i32 %4, i32 %5, float %6, ptr addrspace(1) readnone captures(none) %7, ptr addrspace(1) readnone captures(none) %8) local_unnamed_addr #0 !dbg !5 {
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !8
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %12 = and i32 %11, 255, !dbg !9
  %13 = and i32 %11, 31, !dbg !9
  %14 = lshr i32 %12, 5, !dbg !9
  %15 = mul i32 %4, %10, !dbg !10
  %16 = sext i32 %15 to i64, !dbg !11
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !11
  %18 = icmp eq i32 %13, 0, !dbg !12
  %19 = getelementptr float, ptr addrspace(3) @global_smem, i32 %14, !dbg !12
  %20 = icmp samesign ult i32 %12, 8, !dbg !12
  %21 = getelementptr float, ptr addrspace(3) @global_smem, i32 %12, !dbg !12
  %22 = and i32 %11, 7, !dbg !12
  %23 = icmp eq i32 %22, 0, !dbg !12
  %24 = and i1 %20, %23, !dbg !12
  %25 = sitofp i32 %5 to float, !dbg !17
  %26 = shl nuw nsw i32 %12, 2, !dbg !9
  %27 = or disjoint i32 %26, 1, !dbg !9
  %28 = or disjoint i32 %26, 2, !dbg !9
  %29 = or disjoint i32 %26, 3, !dbg !9
  %30 = insertelement <4 x i32> poison, i32 %26, i64 0, !dbg !18
  %31 = insertelement <4 x i32> %30, i32 %27, i64 1, !dbg !18
  %32 = insertelement <4 x i32> %31, i32 %28, i64 2, !dbg !18
  %33 = insertelement <4 x i32> %32, i32 %29, i64 3, !dbg !18
  %34 = insertelement <4 x i32> poison, i32 %5, i64 0, !dbg !18
  %35 = shufflevector <4 x i32> %34, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !18
  %36 = icmp slt <4 x i32> %33, %35, !dbg !18
  %37 = zext nneg i32 %26 to i64, !dbg !19
  %38 = getelementptr float, ptr addrspace(1) %17, i64 %37, !dbg !19
  %39 = zext nneg i32 %27 to i64, !dbg !19
  %40 = getelementptr float, ptr addrspace(1) %17, i64 %39, !dbg !19
  %41 = zext nneg i32 %28 to i64, !dbg !19
  %42 = getelementptr float, ptr addrspace(1) %17, i64 %41, !dbg !19
  %43 = zext nneg i32 %29 to i64, !dbg !19
  %44 = getelementptr float, ptr addrspace(1) %17, i64 %43, !dbg !19
  %45 = extractelement <4 x i1> %36, i64 0, !dbg !20
  %46 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %38, i1 %45) #7, !dbg !20
  %47 = extractelement <4 x i1> %36, i64 1, !dbg !20
  %48 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %40, i1 %47) #7, !dbg !20
  %49 = extractelement <4 x i1> %36, i64 2, !dbg !20
  %50 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %42, i1 %49) #7, !dbg !20
  %51 = extractelement <4 x i1> %36, i64 3, !dbg !20
  %52 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %44, i1 %51) #7, !dbg !20
  %53 = insertelement <4 x i32> poison, i32 %46, i64 0, !dbg !20
  %54 = insertelement <4 x i32> %53, i32 %48, i64 1, !dbg !20
  %55 = insertelement <4 x i32> %54, i32 %50, i64 2, !dbg !20
  %56 = insertelement <4 x i32> %55, i32 %52, i64 3, !dbg !20
  %57 = bitcast <4 x i32> %56 to <4 x float>, !dbg !20
  %shift = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop = fadd <4 x float> %shift, %57, !dbg !21
  %shift2 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop3 = fadd <4 x float> %foldExtExtBinop, %shift2, !dbg !21
  %shift5 = shufflevector <4 x float> %57, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !21
  %foldExtExtBinop6 = fadd <4 x float> %foldExtExtBinop3, %shift5, !dbg !21
  %58 = extractelement <4 x float> %foldExtExtBinop6, i64 0, !dbg !21
  %59 = bitcast float %58 to i32, !dbg !12
  %60 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %59, i32 16, i32 31), !dbg !12
  %61 = bitcast i32 %60 to float, !dbg !12
  %62 = fadd float %58, %61, !dbg !21
  %63 = bitcast float %62 to i32, !dbg !12
  %64 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %63, i32 8, i32 31), !dbg !12
  %65 = bitcast i32 %64 to float, !dbg !12
  %66 = fadd float %62, %65, !dbg !21
  %67 = bitcast float %66 to i32, !dbg !12
  %68 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %67, i32 4, i32 31), !dbg !12
  %69 = bitcast i32 %68 to float, !dbg !12
  %70 = fadd float %66, %69, !dbg !21
  %71 = bitcast float %70 to i32, !dbg !12
  %72 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %71, i32 2, i32 31), !dbg !12
  %73 = bitcast i32 %72 to float, !dbg !12
  %74 = fadd float %70, %73, !dbg !21
  %75 = bitcast float %74 to i32, !dbg !12
  %76 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %75, i32 1, i32 31), !dbg !12
  %77 = bitcast i32 %76 to float, !dbg !12
  %78 = fadd float %74, %77, !dbg !21
  %79 = bitcast float %78 to <1 x i32>, !dbg !12
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %19, <1 x i32> %79, i1 %18) #7, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %80 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %21, i1 %20) #7, !dbg !12
  %81 = bitcast i32 %80 to float, !dbg !12
  %82 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %80, i32 4, i32 31), !dbg !12
  %83 = bitcast i32 %82 to float, !dbg !12
  %84 = fadd float %81, %83, !dbg !21
  %85 = bitcast float %84 to i32, !dbg !12
  %86 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %85, i32 2, i32 31), !dbg !12
  %87 = bitcast i32 %86 to float, !dbg !12
  %88 = fadd float %84, %87, !dbg !21
  %89 = bitcast float %88 to i32, !dbg !12
  %90 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %89, i32 1, i32 31), !dbg !12
  %91 = bitcast i32 %90 to float, !dbg !12
  %92 = fadd float %88, %91, !dbg !21
  %93 = bitcast float %92 to <1 x i32>, !dbg !12
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %21, <1 x i32> %93, i1 %24) #7, !dbg !12
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !12
  %94 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !12
  %95 = tail call float @llvm.nvvm.div.full(float %94, float %25), !dbg !17
  %96 = insertelement <4 x float> poison, float %95, i64 0, !dbg !22
  %97 = shufflevector <4 x float> %96, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !22
  %98 = fsub <4 x float> %57, %97, !dbg !22
  %99 = select <4 x i1> %36, <4 x float> %98, <4 x float> zeroinitializer, !dbg !23
  %foldExtExtBinop8 = fmul <4 x float> %99, %99, !dbg !24
  %foldExtExtBinop10 = fmul <4 x float> %99, %99, !dbg !24
  %foldExtExtBinop12 = fmul <4 x float> %99, %99, !dbg !24
  %foldExtExtBinop14 = fmul <4 x float> %99, %99, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %shift16 = shufflevector <4 x float> %foldExtExtBinop10, <4 x float> poison, <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop17 = fadd <4 x float> %foldExtExtBinop8, %shift16, !dbg !27
  %shift19 = shufflevector <4 x float> %foldExtExtBinop12, <4 x float> poison, <4 x i32> <i32 2, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop20 = fadd <4 x float> %shift19, %foldExtExtBinop17, !dbg !27
  %shift22 = shufflevector <4 x float> %foldExtExtBinop14, <4 x float> poison, <4 x i32> <i32 3, i32 poison, i32 poison, i32 poison>, !dbg !27
  %foldExtExtBinop23 = fadd <4 x float> %shift22, %foldExtExtBinop20, !dbg !27
  %100 = extractelement <4 x float> %foldExtExtBinop23, i64 0, !dbg !27
  %101 = bitcast float %100 to i32, !dbg !25
  %102 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %101, i32 16, i32 31), !dbg !25
  %103 = bitcast i32 %102 to float, !dbg !25
  %104 = fadd float %100, %103, !dbg !27
  %105 = bitcast float %104 to i32, !dbg !25
  %106 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %105, i32 8, i32 31), !dbg !25
  %107 = bitcast i32 %106 to float, !dbg !25
  %108 = fadd float %104, %107, !dbg !27
  %109 = bitcast float %108 to i32, !dbg !25
  %110 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %109, i32 4, i32 31), !dbg !25
  %111 = bitcast i32 %110 to float, !dbg !25
  %112 = fadd float %108, %111, !dbg !27
  %113 = bitcast float %112 to i32, !dbg !25
  %114 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %113, i32 2, i32 31), !dbg !25
  %115 = bitcast i32 %114 to float, !dbg !25
  %116 = fadd float %112, %115, !dbg !27
  %117 = bitcast float %116 to i32, !dbg !25
  %118 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %117, i32 1, i32 31), !dbg !25
  %119 = bitcast i32 %118 to float, !dbg !25
  %120 = fadd float %116, %119, !dbg !27
  %121 = bitcast float %120 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %19, <1 x i32> %121, i1 %18) #7, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %122 = tail call i32 asm sideeffect "@$2 ld.shared.b32 $0, [ $1 + 0 ];", "=r,r,b"(ptr addrspace(3) %21, i1 %20) #7, !dbg !25
  %123 = bitcast i32 %122 to float, !dbg !25
  %124 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %122, i32 4, i32 31), !dbg !25
  %125 = bitcast i32 %124 to float, !dbg !25
  %126 = fadd float %123, %125, !dbg !27
  %127 = bitcast float %126 to i32, !dbg !25
  %128 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %127, i32 2, i32 31), !dbg !25
  %129 = bitcast i32 %128 to float, !dbg !25
  %130 = fadd float %126, %129, !dbg !27
  %131 = bitcast float %130 to i32, !dbg !25
  %132 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %131, i32 1, i32 31), !dbg !25
  %133 = bitcast i32 %132 to float, !dbg !25
  %134 = fadd float %130, %133, !dbg !27
  %135 = bitcast float %134 to <1 x i32>, !dbg !25
  tail call void asm sideeffect "@$2 st.shared.b32 [ $0 + 0 ], $1;", "r,r,b"(ptr addrspace(3) %21, <1 x i32> %135, i1 %24) #7, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %136 = load float, ptr addrspace(3) @global_smem, align 16, !dbg !25
  %137 = tail call float @llvm.nvvm.div.full(float %136, float %25), !dbg !28
  %138 = fadd float %6, %137, !dbg !29
  %139 = tail call i32 @__nvvm_reflect(ptr nonnull @.str) #7, !dbg !30
  %.not.i = icmp eq i32 %139, 0, !dbg !30
  %140 = tail call i32 @__nvvm_reflect(ptr nonnull @.str.2) #7, !dbg !30
  %.not1.i = icmp eq i32 %140, 0, !dbg !30
  br i1 %.not.i, label %146, label %141, !dbg !30

141:                                              ; preds = %9
  br i1 %.not1.i, label %144, label %142, !dbg !30

142:                                              ; preds = %141
  %143 = tail call float @llvm.nvvm.sqrt.rn.ftz.f(float %138) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

144:                                              ; preds = %141
  %145 = tail call float @llvm.nvvm.sqrt.approx.ftz.f(float %138) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

146:                                              ; preds = %9
  br i1 %.not1.i, label %149, label %147, !dbg !30

147:                                              ; preds = %146
  %148 = tail call float @llvm.nvvm.sqrt.rn.f(float %138) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

149:                                              ; preds = %146
  %150 = tail call float @llvm.nvvm.sqrt.approx.f(float %138) #7, !dbg !30
  br label %__nv_sqrtf.exit, !dbg !30

__nv_sqrtf.exit:                                  ; preds = %142, %144, %147, %149
  %.0.i = phi float [ %143, %142 ], [ %145, %144 ], [ %148, %147 ], [ %150, %149 ], !dbg !30
  %151 = or i32 %11, 768, !dbg !9
  %152 = icmp slt i32 %151, %5, !dbg !18
  %153 = or disjoint i32 %12, 512, !dbg !9
  %154 = icmp slt i32 %153, %5, !dbg !18
  %155 = or disjoint i32 %12, 256, !dbg !9
  %156 = icmp slt i32 %155, %5, !dbg !18
  %157 = icmp slt i32 %12, %5, !dbg !18
  %158 = tail call float @llvm.nvvm.div.full(float 1.000000e+00, float %.0.i), !dbg !31
  %159 = getelementptr float, ptr addrspace(1) %2, i64 %37, !dbg !32
  %160 = getelementptr float, ptr addrspace(1) %2, i64 %39, !dbg !32
  %161 = getelementptr float, ptr addrspace(1) %2, i64 %41, !dbg !32
  %162 = getelementptr float, ptr addrspace(1) %2, i64 %43, !dbg !32
  %163 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %159, i1 %45) #7, !dbg !33
  %164 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %160, i1 %47) #7, !dbg !33
  %165 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %161, i1 %49) #7, !dbg !33
  %166 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %162, i1 %51) #7, !dbg !33
  %167 = getelementptr float, ptr addrspace(1) %3, i64 %37, !dbg !34
  %168 = getelementptr float, ptr addrspace(1) %3, i64 %39, !dbg !34
  %169 = getelementptr float, ptr addrspace(1) %3, i64 %41, !dbg !34
  %170 = getelementptr float, ptr addrspace(1) %3, i64 %43, !dbg !34
  %171 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %167, i1 %45) #7, !dbg !35
  %172 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %168, i1 %47) #7, !dbg !35
  %173 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %169, i1 %49) #7, !dbg !35
  %174 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %170, i1 %51) #7, !dbg !35
  %175 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !36
  %176 = zext nneg i32 %12 to i64, !dbg !37
  %177 = getelementptr float, ptr addrspace(1) %175, i64 %176, !dbg !37
  %178 = zext nneg i32 %155 to i64, !dbg !37
  %179 = getelementptr float, ptr addrspace(1) %175, i64 %178, !dbg !37
  %180 = zext nneg i32 %153 to i64, !dbg !37
  %181 = getelementptr float, ptr addrspace(1) %175, i64 %180, !dbg !37
  %182 = zext nneg i32 %151 to i64, !dbg !37
  %183 = getelementptr float, ptr addrspace(1) %175, i64 %182, !dbg !37
  %184 = insertelement <4 x i32> poison, i32 %163, i64 0, !dbg !33
  %185 = insertelement <4 x i32> %184, i32 %164, i64 1, !dbg !33
  %186 = insertelement <4 x i32> %185, i32 %165, i64 2, !dbg !33
  %187 = insertelement <4 x i32> %186, i32 %166, i64 3, !dbg !33
  %188 = bitcast <4 x i32> %187 to <4 x float>, !dbg !33
  %189 = insertelement <4 x i32> poison, i32 %171, i64 0, !dbg !35
  %190 = insertelement <4 x i32> %189, i32 %172, i64 1, !dbg !35
  %191 = insertelement <4 x i32> %190, i32 %173, i64 2, !dbg !35
  %192 = insertelement <4 x i32> %191, i32 %174, i64 3, !dbg !35
  %193 = bitcast <4 x i32> %192 to <4 x float>, !dbg !35
  %194 = insertelement <4 x float> poison, float %158, i64 0, !dbg !38
  %195 = shufflevector <4 x float> %194, <4 x float> poison, <4 x i32> zeroinitializer, !dbg !38
  %196 = fmul <4 x float> %99, %195, !dbg !38
  %197 = fmul <4 x float> %196, %188, !dbg !39
  %198 = fadd <4 x float> %197, %193, !dbg !40
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %199 = shl nuw nsw i32 %12, 4, !dbg !41
  %200 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %199, !dbg !41
  store <4 x float> %198, ptr addrspace(3) %200, align 16, !dbg !41
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !41
  %201 = shl nuw nsw i32 %11, 7, !dbg !41
  %202 = and i32 %201, 3072, !dbg !41
  %203 = shl nuw nsw i32 %11, 4, !dbg !41
  %204 = and i32 %203, 112, !dbg !41
  %205 = shl nuw nsw i32 %11, 2, !dbg !41
  %206 = and i32 %205, 896, !dbg !41
  %207 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %202, !dbg !41
  %208 = getelementptr inbounds nuw i8, ptr addrspace(3) %207, i32 %204, !dbg !41
  %209 = getelementptr inbounds nuw i8, ptr addrspace(3) %208, i32 %206, !dbg !41
  %210 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %209), !dbg !41
  %211 = extractvalue { i32, i32, i32, i32 } %210, 0, !dbg !41
  %212 = extractvalue { i32, i32, i32, i32 } %210, 1, !dbg !41
  %213 = extractvalue { i32, i32, i32, i32 } %210, 2, !dbg !41
  %214 = extractvalue { i32, i32, i32, i32 } %210, 3, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %211, ptr addrspace(1) %177, i1 %157) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %212, ptr addrspace(1) %179, i1 %156) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %213, ptr addrspace(1) %181, i1 %154) #7, !dbg !41
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %214, ptr addrspace(1) %183, i1 %152) #7, !dbg !41
  ret void, !dbg !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #5

declare i32 @__nvvm_reflect(ptr) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

attributes #0 = { nounwind "nvvm.reqntid"="256" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind memory(argmem: read) }
attributes #6 = { "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "stack-protector-buffer-size"="8" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!llvm.ident = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gen-triton.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!5 = distinct !DISubprogram(name: "layernorm_kernel", linkageName: "layernorm_kernel", scope: !1, file: !1, line: 39, type: !6, scopeLine: 39, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!6 = !DISubroutineType(cc: DW_CC_normal, types: !7)
!7 = !{}
!8 = !DILocation(line: 40, column: 24, scope: !5)
!9 = !DILocation(line: 41, column: 24, scope: !5)
!10 = !DILocation(line: 43, column: 30, scope: !5)
!11 = !DILocation(line: 43, column: 24, scope: !5)
!12 = !DILocation(line: 293, column: 36, scope: !13, inlinedAt: !15)
!13 = distinct !DILexicalBlockFile(scope: !5, file: !14, discriminator: 0)
!14 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!15 = !DILocation(line: 44, column: 18, scope: !16)
!16 = distinct !DILexicalBlockFile(scope: !5, file: !1, discriminator: 0)
!17 = !DILocation(line: 44, column: 31, scope: !5)
!18 = !DILocation(line: 42, column: 15, scope: !5)
!19 = !DILocation(line: 43, column: 39, scope: !5)
!20 = !DILocation(line: 43, column: 16, scope: !5)
!21 = !DILocation(line: 263, column: 15, scope: !13, inlinedAt: !12)
!22 = !DILocation(line: 45, column: 24, scope: !5)
!23 = !DILocation(line: 45, column: 30, scope: !5)
!24 = !DILocation(line: 46, column: 34, scope: !5)
!25 = !DILocation(line: 293, column: 36, scope: !13, inlinedAt: !26)
!26 = !DILocation(line: 46, column: 30, scope: !16)
!27 = !DILocation(line: 263, column: 15, scope: !13, inlinedAt: !25)
!28 = !DILocation(line: 46, column: 47, scope: !5)
!29 = !DILocation(line: 46, column: 51, scope: !5)
!30 = !DILocation(line: 46, column: 23, scope: !5)
!31 = !DILocation(line: 46, column: 15, scope: !5)
!32 = !DILocation(line: 47, column: 24, scope: !5)
!33 = !DILocation(line: 47, column: 16, scope: !5)
!34 = !DILocation(line: 48, column: 24, scope: !5)
!35 = !DILocation(line: 48, column: 16, scope: !5)
!36 = !DILocation(line: 49, column: 21, scope: !5)
!37 = !DILocation(line: 49, column: 36, scope: !5)
!38 = !DILocation(line: 49, column: 46, scope: !5)
!39 = !DILocation(line: 49, column: 53, scope: !5)
!40 = !DILocation(line: 49, column: 57, scope: !5)
!41 = !DILocation(line: 49, column: 42, scope: !5)
!42 = !DILocation(line: 49, column: 4, scope: !5)
