; ModuleID = 'h-global-race-039.cu'
source_filename = "h-global-race-039.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @h_box_muller(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = icmp sgt i32 %2, 0, !dbg !27
  br i1 %11, label %12, label %16, !dbg !28

12:                                               ; preds = %3
  %13 = add i32 %10, 4096
  %14 = getelementptr inbounds i8, ptr %4, i64 24
  %15 = getelementptr inbounds i8, ptr %5, i64 24
  br label %17, !dbg !28

16:                                               ; preds = %233, %3
  ret void, !dbg !29

17:                                               ; preds = %12, %233
  %18 = phi i32 [ 0, %12 ], [ %254, %233 ]
  %19 = shl nsw i32 %18, 12, !dbg !30
  %20 = add nsw i32 %19, %10, !dbg !31
  %21 = sext i32 %20 to i64, !dbg !32
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !32
  %23 = load float, ptr %22, align 4, !dbg !32, !tbaa !33
  %24 = add i32 %13, %19, !dbg !37
  %25 = sext i32 %24 to i64, !dbg !38
  %26 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !38
  %27 = load float, ptr %26, align 4, !dbg !38, !tbaa !33
  %28 = fcmp olt float %23, 0x3810000000000000, !dbg !39
  %29 = fmul float %23, 0x4160000000000000, !dbg !39
  %30 = select i1 %28, float %29, float %23, !dbg !39
  %31 = select i1 %28, float -2.300000e+01, float 0.000000e+00, !dbg !39
  %32 = bitcast float %30 to i32, !dbg !39
  %33 = add i32 %32, -1059760811, !dbg !39
  %34 = and i32 %33, -8388608, !dbg !39
  %35 = sub i32 %32, %34, !dbg !39
  %36 = bitcast i32 %35 to float, !dbg !39
  %37 = sitofp i32 %34 to float, !dbg !39
  %38 = tail call float @llvm.fma.f32(float %37, float 0x3E80000000000000, float %31), !dbg !39
  %39 = fadd float %36, -1.000000e+00, !dbg !39
  %40 = tail call float @llvm.fma.f32(float %39, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000), !dbg !39
  %41 = tail call float @llvm.fma.f32(float %40, float %39, float 0xBFBF19B980000000), !dbg !39
  %42 = tail call float @llvm.fma.f32(float %41, float %39, float 0x3FC1E52AA0000000), !dbg !39
  %43 = tail call float @llvm.fma.f32(float %42, float %39, float 0xBFC55B1720000000), !dbg !39
  %44 = tail call float @llvm.fma.f32(float %43, float %39, float 0x3FC99DA160000000), !dbg !39
  %45 = tail call float @llvm.fma.f32(float %44, float %39, float 0xBFCFFFE440000000), !dbg !39
  %46 = tail call float @llvm.fma.f32(float %45, float %39, float 0x3FD5554F00000000), !dbg !39
  %47 = tail call float @llvm.fma.f32(float %46, float %39, float -5.000000e-01), !dbg !39
  %48 = fmul float %39, %47, !dbg !39
  %49 = tail call float @llvm.fma.f32(float %48, float %39, float %39), !dbg !39
  %50 = tail call float @llvm.fma.f32(float %38, float 0x3FE62E4300000000, float %49), !dbg !39
  %51 = icmp ugt i32 %32, 2139095039, !dbg !39
  %52 = tail call float @llvm.fma.f32(float %30, float 0x7FF0000000000000, float 0x7FF0000000000000), !dbg !39
  %53 = select i1 %51, float %52, float %50, !dbg !39
  %54 = fcmp oeq float %30, 0.000000e+00, !dbg !39
  %55 = fmul contract float %53, -2.000000e+00, !dbg !43
  %56 = select i1 %54, float 0x7FF0000000000000, float %55, !dbg !43
  %57 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %56) #5, !dbg !44
  %58 = fmul contract float %27, 0x401921FB60000000, !dbg !47
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4), !dbg !48
  %59 = fmul float %58, 0x3FE45F3060000000, !dbg !48
  %60 = tail call i32 @llvm.nvvm.f2i.rn(float %59) #5, !dbg !48
  %61 = sitofp i32 %60 to float, !dbg !48
  %62 = tail call float @llvm.fma.f32(float %61, float 0xBFF921FB40000000, float %58), !dbg !48
  %63 = tail call float @llvm.fma.f32(float %61, float 0xBE74442D00000000, float %62), !dbg !48
  %64 = tail call float @llvm.fma.f32(float %61, float 0xBCF84698A0000000, float %63), !dbg !48
  %65 = tail call float @llvm.nvvm.fabs.f(float %58) #5, !dbg !48
  %66 = fcmp ult float %65, 1.056150e+05, !dbg !48
  br i1 %66, label %139, label %67, !dbg !48

67:                                               ; preds = %17
  %68 = fcmp oeq float %65, 0x7FF0000000000000, !dbg !48
  br i1 %68, label %69, label %71, !dbg !48

69:                                               ; preds = %67
  %70 = tail call float @llvm.nvvm.mul.rn.f(float %58, float 0.000000e+00) #5, !dbg !48
  br label %139, !dbg !48

71:                                               ; preds = %67
  %72 = bitcast float %58 to i32, !dbg !48
  %73 = lshr i32 %72, 23, !dbg !48
  %74 = and i32 %73, 224, !dbg !48
  %75 = add nsw i32 %74, -128, !dbg !48
  %76 = shl i32 %72, 8, !dbg !48
  %77 = or i32 %76, -2147483648, !dbg !48
  %78 = lshr exact i32 %75, 5, !dbg !48
  br label %79, !dbg !48

79:                                               ; preds = %71, %79
  %80 = phi i32 [ 0, %71 ], [ %89, %79 ]
  %81 = phi i32 [ 0, %71 ], [ %87, %79 ]
  %82 = zext nneg i32 %80 to i64, !dbg !48
  %83 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %82, !dbg !48
  %84 = load i32, ptr addrspace(1) %83, align 4, !dbg !48
  %85 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %84, i32 %77, i32 %81) #6, !dbg !48, !srcloc !51
  %86 = extractvalue { i32, i32 } %85, 0, !dbg !48
  %87 = extractvalue { i32, i32 } %85, 1, !dbg !48
  %88 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %82, !dbg !48
  store i32 %86, ptr %88, align 4, !dbg !48
  %89 = add nuw nsw i32 %80, 1, !dbg !48
  %90 = icmp eq i32 %89, 6, !dbg !48
  br i1 %90, label %91, label %79, !dbg !48, !llvm.loop !52

91:                                               ; preds = %79
  store i32 %87, ptr %14, align 4, !dbg !48
  %92 = and i32 %73, 31, !dbg !48
  %93 = sub nsw i32 6, %78, !dbg !48
  %94 = sext i32 %93 to i64, !dbg !48
  %95 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %94, !dbg !48
  %96 = load i32, ptr %95, align 4, !dbg !48
  %97 = sub nsw i32 5, %78, !dbg !48
  %98 = sext i32 %97 to i64, !dbg !48
  %99 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %98, !dbg !48
  %100 = load i32, ptr %99, align 4, !dbg !48
  %101 = icmp eq i32 %92, 0, !dbg !48
  br i1 %101, label %114, label %102, !dbg !48

102:                                              ; preds = %91
  %103 = sub nsw i32 4, %78, !dbg !48
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %104
  %106 = shl i32 %100, %92
  %107 = shl i32 %96, %92
  %108 = sub nuw nsw i32 32, %92
  %109 = lshr i32 %100, %108
  %110 = add i32 %109, %107
  %111 = load i32, ptr %105, align 4, !dbg !48
  %112 = lshr i32 %111, %108, !dbg !48
  %113 = add i32 %112, %106, !dbg !48
  br label %114, !dbg !48

114:                                              ; preds = %102, %91
  %115 = phi i32 [ %110, %102 ], [ %96, %91 ], !dbg !48
  %116 = phi i32 [ %113, %102 ], [ %100, %91 ], !dbg !48
  %117 = lshr i32 %115, 30, !dbg !48
  %118 = tail call i32 @llvm.fshl.i32(i32 %115, i32 %116, i32 2), !dbg !48
  %119 = shl i32 %116, 2, !dbg !48
  %120 = lshr i32 %118, 31, !dbg !48
  %121 = add nuw nsw i32 %120, %117, !dbg !48
  %122 = sub nsw i32 0, %121, !dbg !48
  %123 = icmp slt i32 %72, 0, !dbg !48
  %124 = select i1 %123, i32 %122, i32 %121, !dbg !48
  %125 = xor i32 %118, %72, !dbg !48
  %126 = ashr i32 %118, 31, !dbg !48
  %127 = xor i32 %126, %118, !dbg !48
  %128 = xor i32 %126, %119, !dbg !48
  %129 = zext i32 %127 to i64, !dbg !48
  %130 = shl nuw i64 %129, 32, !dbg !48
  %131 = zext i32 %128 to i64, !dbg !48
  %132 = or disjoint i64 %130, %131, !dbg !48
  %133 = sitofp i64 %132 to double, !dbg !48
  %134 = fmul double %133, 0x3BF921FB54442D19, !dbg !48
  %135 = fptrunc double %134 to float, !dbg !48
  %136 = fneg float %135, !dbg !48
  %137 = icmp slt i32 %125, 0, !dbg !48
  %138 = select i1 %137, float %136, float %135, !dbg !48
  br label %139, !dbg !48

139:                                              ; preds = %17, %69, %114
  %140 = phi i32 [ %60, %17 ], [ 0, %69 ], [ %124, %114 ], !dbg !48
  %141 = phi float [ %64, %17 ], [ %70, %69 ], [ %138, %114 ], !dbg !48
  %142 = add i32 %140, 1, !dbg !48
  %143 = tail call float @llvm.nvvm.mul.rn.f(float %141, float %141) #5, !dbg !48
  %144 = and i32 %140, 1, !dbg !48
  %145 = icmp eq i32 %144, 0, !dbg !48
  %146 = select i1 %145, float 1.000000e+00, float %141, !dbg !48
  %147 = tail call float @llvm.fma.f32(float %143, float %146, float 0.000000e+00), !dbg !48
  %148 = tail call float @llvm.fma.f32(float %143, float 0x3EF9758000000000, float 0xBF56C0FDA0000000), !dbg !48
  %149 = select i1 %145, float %148, float 0xBF29A82A60000000, !dbg !48
  %150 = select i1 %145, float 0x3FA5555760000000, float 0x3F8110BC80000000, !dbg !48
  %151 = tail call float @llvm.fma.f32(float %149, float %143, float %150), !dbg !48
  %152 = select i1 %145, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000, !dbg !48
  %153 = tail call float @llvm.fma.f32(float %151, float %143, float %152), !dbg !48
  %154 = tail call float @llvm.fma.f32(float %153, float %147, float %146), !dbg !48
  %155 = and i32 %142, 2, !dbg !48
  %156 = icmp eq i32 %155, 0, !dbg !48
  %157 = tail call float @llvm.fma.f32(float %154, float -1.000000e+00, float 0.000000e+00), !dbg !48
  %158 = select i1 %156, float %154, float %157, !dbg !48
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4), !dbg !48
  %159 = fmul contract float %57, %158, !dbg !54
  %160 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !55
  store float %159, ptr %160, align 4, !dbg !56, !tbaa !33
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5), !dbg !57
  br i1 %66, label %233, label %161, !dbg !57

161:                                              ; preds = %139
  %162 = fcmp oeq float %65, 0x7FF0000000000000, !dbg !57
  br i1 %162, label %163, label %165, !dbg !57

163:                                              ; preds = %161
  %164 = tail call float @llvm.nvvm.mul.rn.f(float %58, float 0.000000e+00) #5, !dbg !57
  br label %233, !dbg !57

165:                                              ; preds = %161
  %166 = bitcast float %58 to i32, !dbg !57
  %167 = lshr i32 %166, 23, !dbg !57
  %168 = and i32 %167, 224, !dbg !57
  %169 = add nsw i32 %168, -128, !dbg !57
  %170 = shl i32 %166, 8, !dbg !57
  %171 = or i32 %170, -2147483648, !dbg !57
  %172 = lshr exact i32 %169, 5, !dbg !57
  br label %173, !dbg !57

173:                                              ; preds = %165, %173
  %174 = phi i32 [ 0, %165 ], [ %183, %173 ]
  %175 = phi i32 [ 0, %165 ], [ %181, %173 ]
  %176 = zext nneg i32 %174 to i64, !dbg !57
  %177 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %176, !dbg !57
  %178 = load i32, ptr addrspace(1) %177, align 4, !dbg !57
  %179 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %178, i32 %171, i32 %175) #6, !dbg !57, !srcloc !51
  %180 = extractvalue { i32, i32 } %179, 0, !dbg !57
  %181 = extractvalue { i32, i32 } %179, 1, !dbg !57
  %182 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %176, !dbg !57
  store i32 %180, ptr %182, align 4, !dbg !57
  %183 = add nuw nsw i32 %174, 1, !dbg !57
  %184 = icmp eq i32 %183, 6, !dbg !57
  br i1 %184, label %185, label %173, !dbg !57, !llvm.loop !60

185:                                              ; preds = %173
  store i32 %181, ptr %15, align 4, !dbg !57
  %186 = and i32 %167, 31, !dbg !57
  %187 = sub nsw i32 6, %172, !dbg !57
  %188 = sext i32 %187 to i64, !dbg !57
  %189 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %188, !dbg !57
  %190 = load i32, ptr %189, align 4, !dbg !57
  %191 = sub nsw i32 5, %172, !dbg !57
  %192 = sext i32 %191 to i64, !dbg !57
  %193 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %192, !dbg !57
  %194 = load i32, ptr %193, align 4, !dbg !57
  %195 = icmp eq i32 %186, 0, !dbg !57
  br i1 %195, label %208, label %196, !dbg !57

196:                                              ; preds = %185
  %197 = sub nsw i32 4, %172, !dbg !57
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %198
  %200 = shl i32 %194, %186
  %201 = shl i32 %190, %186
  %202 = sub nuw nsw i32 32, %186
  %203 = lshr i32 %194, %202
  %204 = add i32 %203, %201
  %205 = load i32, ptr %199, align 4, !dbg !57
  %206 = lshr i32 %205, %202, !dbg !57
  %207 = add i32 %206, %200, !dbg !57
  br label %208, !dbg !57

208:                                              ; preds = %196, %185
  %209 = phi i32 [ %204, %196 ], [ %190, %185 ], !dbg !57
  %210 = phi i32 [ %207, %196 ], [ %194, %185 ], !dbg !57
  %211 = lshr i32 %209, 30, !dbg !57
  %212 = tail call i32 @llvm.fshl.i32(i32 %209, i32 %210, i32 2), !dbg !57
  %213 = shl i32 %210, 2, !dbg !57
  %214 = lshr i32 %212, 31, !dbg !57
  %215 = add nuw nsw i32 %214, %211, !dbg !57
  %216 = sub nsw i32 0, %215, !dbg !57
  %217 = icmp slt i32 %166, 0, !dbg !57
  %218 = select i1 %217, i32 %216, i32 %215, !dbg !57
  %219 = xor i32 %212, %166, !dbg !57
  %220 = ashr i32 %212, 31, !dbg !57
  %221 = xor i32 %220, %212, !dbg !57
  %222 = xor i32 %220, %213, !dbg !57
  %223 = zext i32 %221 to i64, !dbg !57
  %224 = shl nuw i64 %223, 32, !dbg !57
  %225 = zext i32 %222 to i64, !dbg !57
  %226 = or disjoint i64 %224, %225, !dbg !57
  %227 = sitofp i64 %226 to double, !dbg !57
  %228 = fmul double %227, 0x3BF921FB54442D19, !dbg !57
  %229 = fptrunc double %228 to float, !dbg !57
  %230 = fneg float %229, !dbg !57
  %231 = icmp slt i32 %219, 0, !dbg !57
  %232 = select i1 %231, float %230, float %229, !dbg !57
  br label %233, !dbg !57

233:                                              ; preds = %139, %163, %208
  %234 = phi i32 [ %60, %139 ], [ 0, %163 ], [ %218, %208 ], !dbg !57
  %235 = phi float [ %64, %139 ], [ %164, %163 ], [ %232, %208 ], !dbg !57
  %236 = tail call float @llvm.nvvm.mul.rn.f(float %235, float %235) #5, !dbg !57
  %237 = and i32 %234, 1, !dbg !57
  %238 = icmp eq i32 %237, 0, !dbg !57
  %239 = select i1 %238, float %235, float 1.000000e+00, !dbg !57
  %240 = tail call float @llvm.fma.f32(float %236, float %239, float 0.000000e+00), !dbg !57
  %241 = tail call float @llvm.fma.f32(float %236, float 0x3EF9758000000000, float 0xBF56C0FDA0000000), !dbg !57
  %242 = select i1 %238, float 0xBF29A82A60000000, float %241, !dbg !57
  %243 = select i1 %238, float 0x3F8110BC80000000, float 0x3FA5555760000000, !dbg !57
  %244 = tail call float @llvm.fma.f32(float %242, float %236, float %243), !dbg !57
  %245 = select i1 %238, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000, !dbg !57
  %246 = tail call float @llvm.fma.f32(float %244, float %236, float %245), !dbg !57
  %247 = tail call float @llvm.fma.f32(float %246, float %240, float %239), !dbg !57
  %248 = and i32 %234, 2, !dbg !57
  %249 = icmp eq i32 %248, 0, !dbg !57
  %250 = tail call float @llvm.fma.f32(float %247, float -1.000000e+00, float 0.000000e+00), !dbg !57
  %251 = select i1 %249, float %247, float %250, !dbg !57
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5), !dbg !57
  %252 = fmul contract float %57, %251, !dbg !61
  %253 = getelementptr inbounds float, ptr %1, i64 %25, !dbg !62
  store float %252, ptr %253, align 4, !dbg !63, !tbaa !33
  %254 = add nuw nsw i32 %18, 2, !dbg !64
  %255 = icmp slt i32 %254, %2, !dbg !27
  br i1 %255, label %17, label %16, !dbg !28, !llvm.loop !65
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

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
!7 = !DIFile(filename: "h-global-race-039.cu", directory: ".")
!8 = !{ptr @h_box_muller, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_box_muller", scope: !7, file: !7, line: 11, type: !13, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 13, column: 26, scope: !12)
!22 = !DILocation(line: 13, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 13, column: 39, scope: !12)
!26 = !DILocation(line: 13, column: 37, scope: !12)
!27 = !DILocation(line: 14, column: 23, scope: !12)
!28 = !DILocation(line: 14, column: 5, scope: !12)
!29 = !DILocation(line: 20, column: 1, scope: !12)
!30 = !DILocation(line: 15, column: 25, scope: !12)
!31 = !DILocation(line: 15, column: 37, scope: !12)
!32 = !DILocation(line: 15, column: 20, scope: !12)
!33 = !{!34, !34, i64 0}
!34 = !{!"float", !35, i64 0}
!35 = !{!"omnipotent char", !36, i64 0}
!36 = !{!"Simple C++ TBAA"}
!37 = !DILocation(line: 15, column: 71, scope: !12)
!38 = !DILocation(line: 15, column: 48, scope: !12)
!39 = !DILocation(line: 183, column: 10, scope: !40, inlinedAt: !42)
!40 = distinct !DISubprogram(name: "logf", scope: !41, file: !41, line: 182, type: !13, scopeLine: 182, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!41 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!42 = distinct !DILocation(line: 16, column: 33, scope: !12)
!43 = !DILocation(line: 16, column: 31, scope: !12)
!44 = !DILocation(line: 314, column: 44, scope: !45, inlinedAt: !46)
!45 = distinct !DISubprogram(name: "sqrtf", scope: !41, file: !41, line: 314, type: !13, scopeLine: 314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!46 = distinct !DILocation(line: 16, column: 19, scope: !12)
!47 = !DILocation(line: 16, column: 75, scope: !12)
!48 = !DILocation(line: 84, column: 10, scope: !49, inlinedAt: !50)
!49 = distinct !DISubprogram(name: "cosf", scope: !41, file: !41, line: 83, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!50 = distinct !DILocation(line: 17, column: 38, scope: !12)
!51 = !{i32 33673, i32 33677, i32 33722, i32 33767}
!52 = distinct !{!52, !53}
!53 = !{!"llvm.loop.unroll.count", i32 1}
!54 = !DILocation(line: 17, column: 36, scope: !12)
!55 = !DILocation(line: 17, column: 9, scope: !12)
!56 = !DILocation(line: 17, column: 32, scope: !12)
!57 = !DILocation(line: 307, column: 10, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "sinf", scope: !41, file: !41, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!59 = distinct !DILocation(line: 18, column: 44, scope: !12)
!60 = distinct !{!60, !53}
!61 = !DILocation(line: 18, column: 42, scope: !12)
!62 = !DILocation(line: 18, column: 9, scope: !12)
!63 = !DILocation(line: 18, column: 38, scope: !12)
!64 = !DILocation(line: 14, column: 30, scope: !12)
!65 = distinct !{!65, !28, !66, !67}
!66 = !DILocation(line: 19, column: 5, scope: !12)
!67 = !{!"llvm.loop.mustprogress"}
