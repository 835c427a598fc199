; ModuleID = 'h-global-race-040.cu'
source_filename = "h-global-race-040.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @h_box_muller_shifted(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !12 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %7 = tail call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %8 = mul i32 %6, %7, !dbg !22
  %9 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %10 = add i32 %8, %9, !dbg !26
  %11 = getelementptr i8, ptr %1, i64 4, !dbg !27
  %12 = icmp sgt i32 %2, 0, !dbg !28
  br i1 %12, label %13, label %17, !dbg !29

13:                                               ; preds = %3
  %14 = add i32 %10, 4096
  %15 = getelementptr inbounds i8, ptr %4, i64 24
  %16 = getelementptr inbounds i8, ptr %5, i64 24
  br label %18, !dbg !29

17:                                               ; preds = %234, %3
  ret void, !dbg !30

18:                                               ; preds = %13, %234
  %19 = phi i32 [ 0, %13 ], [ %255, %234 ]
  %20 = shl nsw i32 %19, 12, !dbg !31
  %21 = add nsw i32 %20, %10, !dbg !32
  %22 = sext i32 %21 to i64, !dbg !33
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !33
  %24 = load float, ptr %23, align 4, !dbg !33, !tbaa !34
  %25 = add i32 %14, %20, !dbg !38
  %26 = sext i32 %25 to i64, !dbg !39
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !39
  %28 = load float, ptr %27, align 4, !dbg !39, !tbaa !34
  %29 = fcmp olt float %24, 0x3810000000000000, !dbg !40
  %30 = fmul float %24, 0x4160000000000000, !dbg !40
  %31 = select i1 %29, float %30, float %24, !dbg !40
  %32 = select i1 %29, float -2.300000e+01, float 0.000000e+00, !dbg !40
  %33 = bitcast float %31 to i32, !dbg !40
  %34 = add i32 %33, -1059760811, !dbg !40
  %35 = and i32 %34, -8388608, !dbg !40
  %36 = sub i32 %33, %35, !dbg !40
  %37 = bitcast i32 %36 to float, !dbg !40
  %38 = sitofp i32 %35 to float, !dbg !40
  %39 = tail call float @llvm.fma.f32(float %38, float 0x3E80000000000000, float %32), !dbg !40
  %40 = fadd float %37, -1.000000e+00, !dbg !40
  %41 = tail call float @llvm.fma.f32(float %40, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000), !dbg !40
  %42 = tail call float @llvm.fma.f32(float %41, float %40, float 0xBFBF19B980000000), !dbg !40
  %43 = tail call float @llvm.fma.f32(float %42, float %40, float 0x3FC1E52AA0000000), !dbg !40
  %44 = tail call float @llvm.fma.f32(float %43, float %40, float 0xBFC55B1720000000), !dbg !40
  %45 = tail call float @llvm.fma.f32(float %44, float %40, float 0x3FC99DA160000000), !dbg !40
  %46 = tail call float @llvm.fma.f32(float %45, float %40, float 0xBFCFFFE440000000), !dbg !40
  %47 = tail call float @llvm.fma.f32(float %46, float %40, float 0x3FD5554F00000000), !dbg !40
  %48 = tail call float @llvm.fma.f32(float %47, float %40, float -5.000000e-01), !dbg !40
  %49 = fmul float %40, %48, !dbg !40
  %50 = tail call float @llvm.fma.f32(float %49, float %40, float %40), !dbg !40
  %51 = tail call float @llvm.fma.f32(float %39, float 0x3FE62E4300000000, float %50), !dbg !40
  %52 = icmp ugt i32 %33, 2139095039, !dbg !40
  %53 = tail call float @llvm.fma.f32(float %31, float 0x7FF0000000000000, float 0x7FF0000000000000), !dbg !40
  %54 = select i1 %52, float %53, float %51, !dbg !40
  %55 = fcmp oeq float %31, 0.000000e+00, !dbg !40
  %56 = fmul contract float %54, -2.000000e+00, !dbg !44
  %57 = select i1 %55, float 0x7FF0000000000000, float %56, !dbg !44
  %58 = tail call noundef float @llvm.nvvm.sqrt.approx.f(float %57) #5, !dbg !45
  %59 = fmul contract float %28, 0x401921FB60000000, !dbg !48
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4), !dbg !49
  %60 = fmul float %59, 0x3FE45F3060000000, !dbg !49
  %61 = tail call i32 @llvm.nvvm.f2i.rn(float %60) #5, !dbg !49
  %62 = sitofp i32 %61 to float, !dbg !49
  %63 = tail call float @llvm.fma.f32(float %62, float 0xBFF921FB40000000, float %59), !dbg !49
  %64 = tail call float @llvm.fma.f32(float %62, float 0xBE74442D00000000, float %63), !dbg !49
  %65 = tail call float @llvm.fma.f32(float %62, float 0xBCF84698A0000000, float %64), !dbg !49
  %66 = tail call float @llvm.nvvm.fabs.f(float %59) #5, !dbg !49
  %67 = fcmp ult float %66, 1.056150e+05, !dbg !49
  br i1 %67, label %140, label %68, !dbg !49

68:                                               ; preds = %18
  %69 = fcmp oeq float %66, 0x7FF0000000000000, !dbg !49
  br i1 %69, label %70, label %72, !dbg !49

70:                                               ; preds = %68
  %71 = tail call float @llvm.nvvm.mul.rn.f(float %59, float 0.000000e+00) #5, !dbg !49
  br label %140, !dbg !49

72:                                               ; preds = %68
  %73 = bitcast float %59 to i32, !dbg !49
  %74 = lshr i32 %73, 23, !dbg !49
  %75 = and i32 %74, 224, !dbg !49
  %76 = add nsw i32 %75, -128, !dbg !49
  %77 = shl i32 %73, 8, !dbg !49
  %78 = or i32 %77, -2147483648, !dbg !49
  %79 = lshr exact i32 %76, 5, !dbg !49
  br label %80, !dbg !49

80:                                               ; preds = %72, %80
  %81 = phi i32 [ 0, %72 ], [ %90, %80 ]
  %82 = phi i32 [ 0, %72 ], [ %88, %80 ]
  %83 = zext nneg i32 %81 to i64, !dbg !49
  %84 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %83, !dbg !49
  %85 = load i32, ptr addrspace(1) %84, align 4, !dbg !49
  %86 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %85, i32 %78, i32 %82) #6, !dbg !49, !srcloc !52
  %87 = extractvalue { i32, i32 } %86, 0, !dbg !49
  %88 = extractvalue { i32, i32 } %86, 1, !dbg !49
  %89 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %83, !dbg !49
  store i32 %87, ptr %89, align 4, !dbg !49
  %90 = add nuw nsw i32 %81, 1, !dbg !49
  %91 = icmp eq i32 %90, 6, !dbg !49
  br i1 %91, label %92, label %80, !dbg !49, !llvm.loop !53

92:                                               ; preds = %80
  store i32 %88, ptr %15, align 4, !dbg !49
  %93 = and i32 %74, 31, !dbg !49
  %94 = sub nsw i32 6, %79, !dbg !49
  %95 = sext i32 %94 to i64, !dbg !49
  %96 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %95, !dbg !49
  %97 = load i32, ptr %96, align 4, !dbg !49
  %98 = sub nsw i32 5, %79, !dbg !49
  %99 = sext i32 %98 to i64, !dbg !49
  %100 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %99, !dbg !49
  %101 = load i32, ptr %100, align 4, !dbg !49
  %102 = icmp eq i32 %93, 0, !dbg !49
  br i1 %102, label %115, label %103, !dbg !49

103:                                              ; preds = %92
  %104 = sub nsw i32 4, %79, !dbg !49
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %105
  %107 = shl i32 %101, %93
  %108 = shl i32 %97, %93
  %109 = sub nuw nsw i32 32, %93
  %110 = lshr i32 %101, %109
  %111 = add i32 %110, %108
  %112 = load i32, ptr %106, align 4, !dbg !49
  %113 = lshr i32 %112, %109, !dbg !49
  %114 = add i32 %113, %107, !dbg !49
  br label %115, !dbg !49

115:                                              ; preds = %103, %92
  %116 = phi i32 [ %111, %103 ], [ %97, %92 ], !dbg !49
  %117 = phi i32 [ %114, %103 ], [ %101, %92 ], !dbg !49
  %118 = lshr i32 %116, 30, !dbg !49
  %119 = tail call i32 @llvm.fshl.i32(i32 %116, i32 %117, i32 2), !dbg !49
  %120 = shl i32 %117, 2, !dbg !49
  %121 = lshr i32 %119, 31, !dbg !49
  %122 = add nuw nsw i32 %121, %118, !dbg !49
  %123 = sub nsw i32 0, %122, !dbg !49
  %124 = icmp slt i32 %73, 0, !dbg !49
  %125 = select i1 %124, i32 %123, i32 %122, !dbg !49
  %126 = xor i32 %119, %73, !dbg !49
  %127 = ashr i32 %119, 31, !dbg !49
  %128 = xor i32 %127, %119, !dbg !49
  %129 = xor i32 %127, %120, !dbg !49
  %130 = zext i32 %128 to i64, !dbg !49
  %131 = shl nuw i64 %130, 32, !dbg !49
  %132 = zext i32 %129 to i64, !dbg !49
  %133 = or disjoint i64 %131, %132, !dbg !49
  %134 = sitofp i64 %133 to double, !dbg !49
  %135 = fmul double %134, 0x3BF921FB54442D19, !dbg !49
  %136 = fptrunc double %135 to float, !dbg !49
  %137 = fneg float %136, !dbg !49
  %138 = icmp slt i32 %126, 0, !dbg !49
  %139 = select i1 %138, float %137, float %136, !dbg !49
  br label %140, !dbg !49

140:                                              ; preds = %18, %70, %115
  %141 = phi i32 [ %61, %18 ], [ 0, %70 ], [ %125, %115 ], !dbg !49
  %142 = phi float [ %65, %18 ], [ %71, %70 ], [ %139, %115 ], !dbg !49
  %143 = add i32 %141, 1, !dbg !49
  %144 = tail call float @llvm.nvvm.mul.rn.f(float %142, float %142) #5, !dbg !49
  %145 = and i32 %141, 1, !dbg !49
  %146 = icmp eq i32 %145, 0, !dbg !49
  %147 = select i1 %146, float 1.000000e+00, float %142, !dbg !49
  %148 = tail call float @llvm.fma.f32(float %144, float %147, float 0.000000e+00), !dbg !49
  %149 = tail call float @llvm.fma.f32(float %144, float 0x3EF9758000000000, float 0xBF56C0FDA0000000), !dbg !49
  %150 = select i1 %146, float %149, float 0xBF29A82A60000000, !dbg !49
  %151 = select i1 %146, float 0x3FA5555760000000, float 0x3F8110BC80000000, !dbg !49
  %152 = tail call float @llvm.fma.f32(float %150, float %144, float %151), !dbg !49
  %153 = select i1 %146, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000, !dbg !49
  %154 = tail call float @llvm.fma.f32(float %152, float %144, float %153), !dbg !49
  %155 = tail call float @llvm.fma.f32(float %154, float %148, float %147), !dbg !49
  %156 = and i32 %143, 2, !dbg !49
  %157 = icmp eq i32 %156, 0, !dbg !49
  %158 = tail call float @llvm.fma.f32(float %155, float -1.000000e+00, float 0.000000e+00), !dbg !49
  %159 = select i1 %157, float %155, float %158, !dbg !49
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4), !dbg !49
  %160 = fmul contract float %58, %159, !dbg !55
  %161 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !56
  store float %160, ptr %161, align 4, !dbg !57, !tbaa !34
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5), !dbg !58
  br i1 %67, label %234, label %162, !dbg !58

162:                                              ; preds = %140
  %163 = fcmp oeq float %66, 0x7FF0000000000000, !dbg !58
  br i1 %163, label %164, label %166, !dbg !58

164:                                              ; preds = %162
  %165 = tail call float @llvm.nvvm.mul.rn.f(float %59, float 0.000000e+00) #5, !dbg !58
  br label %234, !dbg !58

166:                                              ; preds = %162
  %167 = bitcast float %59 to i32, !dbg !58
  %168 = lshr i32 %167, 23, !dbg !58
  %169 = and i32 %168, 224, !dbg !58
  %170 = add nsw i32 %169, -128, !dbg !58
  %171 = shl i32 %167, 8, !dbg !58
  %172 = or i32 %171, -2147483648, !dbg !58
  %173 = lshr exact i32 %170, 5, !dbg !58
  br label %174, !dbg !58

174:                                              ; preds = %166, %174
  %175 = phi i32 [ 0, %166 ], [ %184, %174 ]
  %176 = phi i32 [ 0, %166 ], [ %182, %174 ]
  %177 = zext nneg i32 %175 to i64, !dbg !58
  %178 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %177, !dbg !58
  %179 = load i32, ptr addrspace(1) %178, align 4, !dbg !58
  %180 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %179, i32 %172, i32 %176) #6, !dbg !58, !srcloc !52
  %181 = extractvalue { i32, i32 } %180, 0, !dbg !58
  %182 = extractvalue { i32, i32 } %180, 1, !dbg !58
  %183 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %177, !dbg !58
  store i32 %181, ptr %183, align 4, !dbg !58
  %184 = add nuw nsw i32 %175, 1, !dbg !58
  %185 = icmp eq i32 %184, 6, !dbg !58
  br i1 %185, label %186, label %174, !dbg !58, !llvm.loop !61

186:                                              ; preds = %174
  store i32 %182, ptr %16, align 4, !dbg !58
  %187 = and i32 %168, 31, !dbg !58
  %188 = sub nsw i32 6, %173, !dbg !58
  %189 = sext i32 %188 to i64, !dbg !58
  %190 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %189, !dbg !58
  %191 = load i32, ptr %190, align 4, !dbg !58
  %192 = sub nsw i32 5, %173, !dbg !58
  %193 = sext i32 %192 to i64, !dbg !58
  %194 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %193, !dbg !58
  %195 = load i32, ptr %194, align 4, !dbg !58
  %196 = icmp eq i32 %187, 0, !dbg !58
  br i1 %196, label %209, label %197, !dbg !58

197:                                              ; preds = %186
  %198 = sub nsw i32 4, %173, !dbg !58
  %199 = sext i32 %198 to i64
  %200 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %199
  %201 = shl i32 %195, %187
  %202 = shl i32 %191, %187
  %203 = sub nuw nsw i32 32, %187
  %204 = lshr i32 %195, %203
  %205 = add i32 %204, %202
  %206 = load i32, ptr %200, align 4, !dbg !58
  %207 = lshr i32 %206, %203, !dbg !58
  %208 = add i32 %207, %201, !dbg !58
  br label %209, !dbg !58

209:                                              ; preds = %197, %186
  %210 = phi i32 [ %205, %197 ], [ %191, %186 ], !dbg !58
  %211 = phi i32 [ %208, %197 ], [ %195, %186 ], !dbg !58
  %212 = lshr i32 %210, 30, !dbg !58
  %213 = tail call i32 @llvm.fshl.i32(i32 %210, i32 %211, i32 2), !dbg !58
  %214 = shl i32 %211, 2, !dbg !58
  %215 = lshr i32 %213, 31, !dbg !58
  %216 = add nuw nsw i32 %215, %212, !dbg !58
  %217 = sub nsw i32 0, %216, !dbg !58
  %218 = icmp slt i32 %167, 0, !dbg !58
  %219 = select i1 %218, i32 %217, i32 %216, !dbg !58
  %220 = xor i32 %213, %167, !dbg !58
  %221 = ashr i32 %213, 31, !dbg !58
  %222 = xor i32 %221, %213, !dbg !58
  %223 = xor i32 %221, %214, !dbg !58
  %224 = zext i32 %222 to i64, !dbg !58
  %225 = shl nuw i64 %224, 32, !dbg !58
  %226 = zext i32 %223 to i64, !dbg !58
  %227 = or disjoint i64 %225, %226, !dbg !58
  %228 = sitofp i64 %227 to double, !dbg !58
  %229 = fmul double %228, 0x3BF921FB54442D19, !dbg !58
  %230 = fptrunc double %229 to float, !dbg !58
  %231 = fneg float %230, !dbg !58
  %232 = icmp slt i32 %220, 0, !dbg !58
  %233 = select i1 %232, float %231, float %230, !dbg !58
  br label %234, !dbg !58

234:                                              ; preds = %140, %164, %209
  %235 = phi i32 [ %61, %140 ], [ 0, %164 ], [ %219, %209 ], !dbg !58
  %236 = phi float [ %65, %140 ], [ %165, %164 ], [ %233, %209 ], !dbg !58
  %237 = tail call float @llvm.nvvm.mul.rn.f(float %236, float %236) #5, !dbg !58
  %238 = and i32 %235, 1, !dbg !58
  %239 = icmp eq i32 %238, 0, !dbg !58
  %240 = select i1 %239, float %236, float 1.000000e+00, !dbg !58
  %241 = tail call float @llvm.fma.f32(float %237, float %240, float 0.000000e+00), !dbg !58
  %242 = tail call float @llvm.fma.f32(float %237, float 0x3EF9758000000000, float 0xBF56C0FDA0000000), !dbg !58
  %243 = select i1 %239, float 0xBF29A82A60000000, float %242, !dbg !58
  %244 = select i1 %239, float 0x3F8110BC80000000, float 0x3FA5555760000000, !dbg !58
  %245 = tail call float @llvm.fma.f32(float %243, float %237, float %244), !dbg !58
  %246 = select i1 %239, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000, !dbg !58
  %247 = tail call float @llvm.fma.f32(float %245, float %237, float %246), !dbg !58
  %248 = tail call float @llvm.fma.f32(float %247, float %241, float %240), !dbg !58
  %249 = and i32 %235, 2, !dbg !58
  %250 = icmp eq i32 %249, 0, !dbg !58
  %251 = tail call float @llvm.fma.f32(float %248, float -1.000000e+00, float 0.000000e+00), !dbg !58
  %252 = select i1 %250, float %248, float %251, !dbg !58
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5), !dbg !58
  %253 = fmul contract float %58, %252, !dbg !62
  %254 = getelementptr float, ptr %11, i64 %26, !dbg !63
  store float %253, ptr %254, align 4, !dbg !64, !tbaa !34
  %255 = add nuw nsw i32 %19, 2, !dbg !65
  %256 = icmp slt i32 %255, %2, !dbg !28
  br i1 %256, label %18, label %17, !dbg !29, !llvm.loop !66
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
!7 = !DIFile(filename: "h-global-race-040.cu", directory: ".")
!8 = !{ptr @h_box_muller_shifted, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_box_muller_shifted", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 12, column: 26, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!25 = distinct !DILocation(line: 12, column: 39, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 13, column: 10, scope: !12)
!28 = !DILocation(line: 13, column: 23, scope: !12)
!29 = !DILocation(line: 13, column: 5, scope: !12)
!30 = !DILocation(line: 19, column: 1, scope: !12)
!31 = !DILocation(line: 14, column: 25, scope: !12)
!32 = !DILocation(line: 14, column: 37, scope: !12)
!33 = !DILocation(line: 14, column: 20, scope: !12)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 14, column: 71, scope: !12)
!39 = !DILocation(line: 14, column: 48, scope: !12)
!40 = !DILocation(line: 183, column: 10, scope: !41, inlinedAt: !43)
!41 = distinct !DISubprogram(name: "logf", scope: !42, file: !42, line: 182, type: !13, scopeLine: 182, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!42 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!43 = distinct !DILocation(line: 15, column: 33, scope: !12)
!44 = !DILocation(line: 15, column: 31, scope: !12)
!45 = !DILocation(line: 314, column: 44, scope: !46, inlinedAt: !47)
!46 = distinct !DISubprogram(name: "sqrtf", scope: !42, file: !42, line: 314, type: !13, scopeLine: 314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!47 = distinct !DILocation(line: 15, column: 19, scope: !12)
!48 = !DILocation(line: 15, column: 75, scope: !12)
!49 = !DILocation(line: 84, column: 10, scope: !50, inlinedAt: !51)
!50 = distinct !DISubprogram(name: "cosf", scope: !42, file: !42, line: 83, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!51 = distinct !DILocation(line: 16, column: 38, scope: !12)
!52 = !{i32 33673, i32 33677, i32 33722, i32 33767}
!53 = distinct !{!53, !54}
!54 = !{!"llvm.loop.unroll.count", i32 1}
!55 = !DILocation(line: 16, column: 36, scope: !12)
!56 = !DILocation(line: 16, column: 9, scope: !12)
!57 = !DILocation(line: 16, column: 32, scope: !12)
!58 = !DILocation(line: 307, column: 10, scope: !59, inlinedAt: !60)
!59 = distinct !DISubprogram(name: "sinf", scope: !42, file: !42, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!60 = distinct !DILocation(line: 17, column: 48, scope: !12)
!61 = distinct !{!61, !54}
!62 = !DILocation(line: 17, column: 46, scope: !12)
!63 = !DILocation(line: 17, column: 9, scope: !12)
!64 = !DILocation(line: 17, column: 42, scope: !12)
!65 = !DILocation(line: 13, column: 30, scope: !12)
!66 = distinct !{!66, !29, !67, !68}
!67 = !DILocation(line: 18, column: 5, scope: !12)
!68 = !{!"llvm.loop.mustprogress"}
