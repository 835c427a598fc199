; ModuleID = 'h-global-race-040.cu'
source_filename = "h-global-race-040.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_blockIdx_t = type { i8 }
%struct.__cuda_builtin_blockDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.uint2 = type { i32, i32 }

@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@.str = private unnamed_addr constant [11 x i8] c"__CUDA_FTZ\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"__CUDA_PREC_SQRT\00", align 1
@__cudart_i2opi_f = internal addrspace(1) global [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: convergent noinline norecurse nounwind optnone
define dso_local void @h_box_muller_shifted(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !12 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i32 %2, ptr %12, align 4
  %19 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !15
  %20 = call noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !19
  %21 = mul i32 %19, %20, !dbg !22
  %22 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !23
  %23 = add i32 %21, %22, !dbg !26
  store i32 %23, ptr %13, align 4, !dbg !27
  store i32 0, ptr %14, align 4, !dbg !28
  br label %24, !dbg !29

24:                                               ; preds = %386, %3
  %25 = load i32, ptr %14, align 4, !dbg !30
  %26 = load i32, ptr %12, align 4, !dbg !31
  %27 = icmp slt i32 %25, %26, !dbg !32
  br i1 %27, label %28, label %389, !dbg !33

28:                                               ; preds = %24
  %29 = load ptr, ptr %10, align 8, !dbg !34
  %30 = load i32, ptr %14, align 4, !dbg !35
  %31 = mul nsw i32 %30, 4096, !dbg !36
  %32 = load i32, ptr %13, align 4, !dbg !37
  %33 = add nsw i32 %31, %32, !dbg !38
  %34 = sext i32 %33 to i64, !dbg !34
  %35 = getelementptr inbounds float, ptr %29, i64 %34, !dbg !34
  %36 = load float, ptr %35, align 4, !dbg !34
  store float %36, ptr %15, align 4, !dbg !39
  %37 = load ptr, ptr %10, align 8, !dbg !40
  %38 = load i32, ptr %14, align 4, !dbg !41
  %39 = add nsw i32 %38, 1, !dbg !42
  %40 = mul nsw i32 %39, 4096, !dbg !43
  %41 = load i32, ptr %13, align 4, !dbg !44
  %42 = add nsw i32 %40, %41, !dbg !45
  %43 = sext i32 %42 to i64, !dbg !40
  %44 = getelementptr inbounds float, ptr %37, i64 %43, !dbg !40
  %45 = load float, ptr %44, align 4, !dbg !40
  store float %45, ptr %16, align 4, !dbg !46
  %46 = load float, ptr %15, align 4, !dbg !47
  store float %46, ptr %8, align 4
  %47 = load float, ptr %8, align 4, !dbg !48
  %48 = fcmp olt float %47, 0x3810000000000000, !dbg !52
  br i1 %48, label %49, label %51, !dbg !52

49:                                               ; preds = %28
  %50 = fmul float %47, 0x4160000000000000, !dbg !52
  br label %51, !dbg !52

51:                                               ; preds = %49, %28
  %52 = phi float [ %50, %49 ], [ %47, %28 ], !dbg !52
  %53 = phi float [ -2.300000e+01, %49 ], [ 0.000000e+00, %28 ], !dbg !52
  %54 = bitcast float %52 to i32, !dbg !52
  %55 = sub i32 %54, 1059760811, !dbg !52
  %56 = and i32 %55, -8388608, !dbg !52
  %57 = bitcast float %52 to i32, !dbg !52
  %58 = sub i32 %57, %56, !dbg !52
  %59 = bitcast i32 %58 to float, !dbg !52
  %60 = sitofp i32 %56 to float, !dbg !52
  %61 = call float @llvm.nvvm.fma.rn.f(float %60, float 0x3E80000000000000, float %53) #4, !dbg !52
  %62 = fsub float %59, 1.000000e+00, !dbg !52
  %63 = call float @llvm.nvvm.fma.rn.f(float 0xBFC0AA04E0000000, float %62, float 0x3FC2073EC0000000) #4, !dbg !52
  %64 = call float @llvm.nvvm.fma.rn.f(float %63, float %62, float 0xBFBF19B980000000) #4, !dbg !52
  %65 = call float @llvm.nvvm.fma.rn.f(float %64, float %62, float 0x3FC1E52AA0000000) #4, !dbg !52
  %66 = call float @llvm.nvvm.fma.rn.f(float %65, float %62, float 0xBFC55B1720000000) #4, !dbg !52
  %67 = call float @llvm.nvvm.fma.rn.f(float %66, float %62, float 0x3FC99DA160000000) #4, !dbg !52
  %68 = call float @llvm.nvvm.fma.rn.f(float %67, float %62, float 0xBFCFFFE440000000) #4, !dbg !52
  %69 = call float @llvm.nvvm.fma.rn.f(float %68, float %62, float 0x3FD5554F00000000) #4, !dbg !52
  %70 = call float @llvm.nvvm.fma.rn.f(float %69, float %62, float -5.000000e-01) #4, !dbg !52
  %71 = fmul float %70, %62, !dbg !52
  %72 = call float @llvm.nvvm.fma.rn.f(float %71, float %62, float %62) #4, !dbg !52
  %73 = call float @llvm.nvvm.fma.rn.f(float %61, float 0x3FE62E4300000000, float %72) #4, !dbg !52
  %74 = bitcast float %52 to i32, !dbg !52
  %75 = icmp uge i32 %74, 2139095040, !dbg !52
  br i1 %75, label %76, label %78, !dbg !52

76:                                               ; preds = %51
  %77 = call float @llvm.nvvm.fma.rn.f(float %52, float 0x7FF0000000000000, float 0x7FF0000000000000) #4, !dbg !52
  br label %78, !dbg !52

78:                                               ; preds = %76, %51
  %79 = phi float [ %77, %76 ], [ %73, %51 ], !dbg !52
  %80 = fcmp oeq float %52, 0.000000e+00, !dbg !52
  br i1 %80, label %81, label %82, !dbg !52

81:                                               ; preds = %78
  br label %82, !dbg !52

82:                                               ; preds = %78, %81
  %83 = phi float [ 0xFFF0000000000000, %81 ], [ %79, %78 ], !dbg !52
  %84 = fmul contract float -2.000000e+00, %83, !dbg !53
  store float %84, ptr %9, align 4
  %85 = load float, ptr %9, align 4, !dbg !54
  %86 = call float @llvm.nvvm.sqrt.approx.f(float %85) #4, !dbg !57
  store float %86, ptr %17, align 4, !dbg !58
  %87 = load float, ptr %16, align 4, !dbg !59
  %88 = fmul contract float 0x401921FB60000000, %87, !dbg !60
  store float %88, ptr %18, align 4, !dbg !61
  %89 = load float, ptr %17, align 4, !dbg !62
  %90 = load float, ptr %18, align 4, !dbg !63
  store float %90, ptr %7, align 4
  %91 = load float, ptr %7, align 4, !dbg !64
  %92 = fmul float %91, 0x3FE45F3060000000, !dbg !67
  %93 = call i32 @llvm.nvvm.f2i.rn(float %92) #4, !dbg !67
  %94 = sitofp i32 %93 to float, !dbg !67
  %95 = call float @llvm.nvvm.fma.rn.f(float %94, float 0xBFF921FB40000000, float %91) #4, !dbg !67
  %96 = call float @llvm.nvvm.fma.rn.f(float %94, float 0xBE74442D00000000, float %95) #4, !dbg !67
  %97 = call float @llvm.nvvm.fma.rn.f(float %94, float 0xBCF84698A0000000, float %96) #4, !dbg !67
  %98 = call float @llvm.nvvm.fabs.f(float %91) #4, !dbg !67
  %99 = fcmp oge float %98, 1.056150e+05, !dbg !67
  br i1 %99, label %100, label %195, !dbg !67

100:                                              ; preds = %82
  %101 = call float @llvm.nvvm.fabs.f(float %91) #4, !dbg !67
  %102 = fcmp oeq float %101, 0x7FF0000000000000, !dbg !67
  %103 = select i1 %102, i32 1, i32 0, !dbg !67
  br i1 %102, label %104, label %106, !dbg !67

104:                                              ; preds = %100
  %105 = call float @llvm.nvvm.mul.rn.f(float %91, float 0.000000e+00) #4, !dbg !67
  br label %192, !dbg !67

106:                                              ; preds = %100
  %107 = bitcast float %91 to i32, !dbg !67
  %108 = and i32 %107, -2147483648, !dbg !67
  %109 = lshr i32 %107, 23, !dbg !67
  %110 = and i32 %109, 255, !dbg !67
  %111 = sub i32 %110, 128, !dbg !67
  %112 = shl i32 %107, 8, !dbg !67
  %113 = or i32 %112, -2147483648, !dbg !67
  %114 = lshr i32 %111, 5, !dbg !67
  %115 = sub i32 4, %114, !dbg !67
  br label %116, !dbg !67

116:                                              ; preds = %120, %106
  %117 = phi i32 [ 0, %106 ], [ %126, %120 ], !dbg !67
  %118 = phi i32 [ 0, %106 ], [ %131, %120 ], !dbg !67
  %119 = icmp slt i32 %118, 6, !dbg !67
  br i1 %119, label %120, label %132, !dbg !67

120:                                              ; preds = %116
  %121 = sext i32 %118 to i64, !dbg !67
  %122 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %121, !dbg !67
  %123 = load i32, ptr addrspace(1) %122, align 4, !dbg !67
  %124 = call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %123, i32 %113, i32 %117) #5, !dbg !67, !srcloc !68
  %125 = extractvalue { i32, i32 } %124, 0, !dbg !67
  %126 = extractvalue { i32, i32 } %124, 1, !dbg !67
  %127 = insertvalue %struct.uint2 undef, i32 %125, 0, !dbg !67
  %128 = insertvalue %struct.uint2 %127, i32 %126, 1, !dbg !67
  %129 = sext i32 %118 to i64, !dbg !67
  %130 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %129, !dbg !67
  store i32 %125, ptr %130, align 4, !dbg !67
  %131 = add nsw i32 %118, 1, !dbg !67
  br label %116, !dbg !67, !llvm.loop !69

132:                                              ; preds = %116
  %133 = sext i32 %118 to i64, !dbg !67
  %134 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %133, !dbg !67
  store i32 %117, ptr %134, align 4, !dbg !67
  %135 = and i32 %111, 31, !dbg !67
  %136 = add i32 %115, 2, !dbg !67
  %137 = sext i32 %136 to i64, !dbg !67
  %138 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %137, !dbg !67
  %139 = load i32, ptr %138, align 4, !dbg !67
  %140 = add i32 %115, 1, !dbg !67
  %141 = sext i32 %140 to i64, !dbg !67
  %142 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %141, !dbg !67
  %143 = load i32, ptr %142, align 4, !dbg !67
  %144 = icmp ne i32 %135, 0, !dbg !67
  br i1 %144, label %145, label %156, !dbg !67

145:                                              ; preds = %132
  %146 = sub i32 32, %135, !dbg !67
  %147 = shl i32 %139, %135, !dbg !67
  %148 = lshr i32 %143, %146, !dbg !67
  %149 = add i32 %147, %148, !dbg !67
  %150 = shl i32 %143, %135, !dbg !67
  %151 = sext i32 %115 to i64, !dbg !67
  %152 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %151, !dbg !67
  %153 = load i32, ptr %152, align 4, !dbg !67
  %154 = lshr i32 %153, %146, !dbg !67
  %155 = add i32 %150, %154, !dbg !67
  br label %156, !dbg !67

156:                                              ; preds = %145, %132
  %157 = phi i32 [ %149, %145 ], [ %139, %132 ], !dbg !67
  %158 = phi i32 [ %155, %145 ], [ %143, %132 ], !dbg !67
  %159 = lshr i32 %157, 30, !dbg !67
  %160 = shl i32 %157, 2, !dbg !67
  %161 = lshr i32 %158, 30, !dbg !67
  %162 = add i32 %160, %161, !dbg !67
  %163 = shl i32 %158, 2, !dbg !67
  %164 = lshr i32 %162, 31, !dbg !67
  %165 = add i32 %159, %164, !dbg !67
  %166 = icmp ne i32 %108, 0, !dbg !67
  br i1 %166, label %167, label %169, !dbg !67

167:                                              ; preds = %156
  %168 = sub i32 0, %165, !dbg !67
  br label %169, !dbg !67

169:                                              ; preds = %167, %156
  %170 = phi i32 [ %168, %167 ], [ %165, %156 ], !dbg !67
  %171 = icmp ne i32 %164, 0, !dbg !67
  br i1 %171, label %172, label %176, !dbg !67

172:                                              ; preds = %169
  %173 = xor i32 %162, -1, !dbg !67
  %174 = xor i32 %163, -1, !dbg !67
  %175 = xor i32 %108, -2147483648, !dbg !67
  br label %176, !dbg !67

176:                                              ; preds = %172, %169
  %177 = phi i32 [ %175, %172 ], [ %108, %169 ], !dbg !67
  %178 = phi i32 [ %173, %172 ], [ %162, %169 ], !dbg !67
  %179 = phi i32 [ %174, %172 ], [ %163, %169 ], !dbg !67
  %180 = zext i32 %178 to i64, !dbg !67
  %181 = shl i64 %180, 32, !dbg !67
  %182 = zext i32 %179 to i64, !dbg !67
  %183 = or i64 %181, %182, !dbg !67
  %184 = sitofp i64 %183 to double, !dbg !67
  %185 = fmul double %184, 0x3BF921FB54442D19, !dbg !67
  %186 = fptrunc double %185 to float, !dbg !67
  %187 = icmp ne i32 %177, 0, !dbg !67
  br i1 %187, label %188, label %190, !dbg !67

188:                                              ; preds = %176
  %189 = fsub float -0.000000e+00, %186, !dbg !67
  br label %190, !dbg !67

190:                                              ; preds = %188, %176
  %191 = phi float [ %189, %188 ], [ %186, %176 ], !dbg !67
  br label %192, !dbg !67

192:                                              ; preds = %190, %104
  %193 = phi i32 [ 0, %104 ], [ %170, %190 ], !dbg !67
  %194 = phi float [ %105, %104 ], [ %191, %190 ], !dbg !67
  br label %195, !dbg !67

195:                                              ; preds = %192, %82
  %196 = phi i32 [ %193, %192 ], [ %93, %82 ], !dbg !67
  %197 = phi float [ %194, %192 ], [ %97, %82 ], !dbg !67
  %198 = add i32 %196, 1, !dbg !67
  %199 = call float @llvm.nvvm.mul.rn.f(float %197, float %197) #4, !dbg !67
  %200 = and i32 %198, 1, !dbg !67
  %201 = icmp ne i32 %200, 0, !dbg !67
  br i1 %201, label %202, label %203, !dbg !67

202:                                              ; preds = %195
  br label %204, !dbg !67

203:                                              ; preds = %195
  br label %204, !dbg !67

204:                                              ; preds = %203, %202
  %205 = phi float [ 1.000000e+00, %202 ], [ %197, %203 ], !dbg !67
  %206 = call float @llvm.nvvm.fma.rn.f(float %199, float %205, float 0.000000e+00) #4, !dbg !67
  %207 = and i32 %198, 1, !dbg !67
  %208 = icmp ne i32 %207, 0, !dbg !67
  br i1 %208, label %209, label %211, !dbg !67

209:                                              ; preds = %204
  %210 = call float @llvm.nvvm.fma.rn.f(float 0x3EF9758000000000, float %199, float 0xBF56C0FDA0000000) #4, !dbg !67
  br label %212, !dbg !67

211:                                              ; preds = %204
  br label %212, !dbg !67

212:                                              ; preds = %211, %209
  %213 = phi float [ %210, %209 ], [ 0xBF29A82A60000000, %211 ], !dbg !67
  %214 = and i32 %198, 1, !dbg !67
  %215 = icmp ne i32 %214, 0, !dbg !67
  %216 = select i1 %215, float 0x3FA5555760000000, float 0x3F8110BC80000000, !dbg !67
  %217 = call float @llvm.nvvm.fma.rn.f(float %213, float %199, float %216) #4, !dbg !67
  %218 = and i32 %198, 1, !dbg !67
  %219 = icmp ne i32 %218, 0, !dbg !67
  %220 = select i1 %219, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000, !dbg !67
  %221 = call float @llvm.nvvm.fma.rn.f(float %217, float %199, float %220) #4, !dbg !67
  %222 = call float @llvm.nvvm.fma.rn.f(float %221, float %206, float %205) #4, !dbg !67
  %223 = and i32 %198, 2, !dbg !67
  %224 = icmp ne i32 %223, 0, !dbg !67
  br i1 %224, label %225, label %227, !dbg !67

225:                                              ; preds = %212
  %226 = call float @llvm.nvvm.fma.rn.f(float %222, float -1.000000e+00, float 0.000000e+00) #4, !dbg !67
  br label %227, !dbg !67

227:                                              ; preds = %212, %225
  %228 = phi float [ %226, %225 ], [ %222, %212 ], !dbg !67
  %229 = fmul contract float %89, %228, !dbg !71
  %230 = load ptr, ptr %11, align 8, !dbg !72
  %231 = load i32, ptr %14, align 4, !dbg !73
  %232 = mul nsw i32 %231, 4096, !dbg !74
  %233 = load i32, ptr %13, align 4, !dbg !75
  %234 = add nsw i32 %232, %233, !dbg !76
  %235 = sext i32 %234 to i64, !dbg !72
  %236 = getelementptr inbounds float, ptr %230, i64 %235, !dbg !72
  store float %229, ptr %236, align 4, !dbg !77
  %237 = load float, ptr %17, align 4, !dbg !78
  %238 = load float, ptr %18, align 4, !dbg !79
  store float %238, ptr %6, align 4
  %239 = load float, ptr %6, align 4, !dbg !80
  %240 = fmul float %239, 0x3FE45F3060000000, !dbg !83
  %241 = call i32 @llvm.nvvm.f2i.rn(float %240) #4, !dbg !83
  %242 = sitofp i32 %241 to float, !dbg !83
  %243 = call float @llvm.nvvm.fma.rn.f(float %242, float 0xBFF921FB40000000, float %239) #4, !dbg !83
  %244 = call float @llvm.nvvm.fma.rn.f(float %242, float 0xBE74442D00000000, float %243) #4, !dbg !83
  %245 = call float @llvm.nvvm.fma.rn.f(float %242, float 0xBCF84698A0000000, float %244) #4, !dbg !83
  %246 = call float @llvm.nvvm.fabs.f(float %239) #4, !dbg !83
  %247 = fcmp oge float %246, 1.056150e+05, !dbg !83
  br i1 %247, label %248, label %343, !dbg !83

248:                                              ; preds = %227
  %249 = call float @llvm.nvvm.fabs.f(float %239) #4, !dbg !83
  %250 = fcmp oeq float %249, 0x7FF0000000000000, !dbg !83
  %251 = select i1 %250, i32 1, i32 0, !dbg !83
  br i1 %250, label %252, label %254, !dbg !83

252:                                              ; preds = %248
  %253 = call float @llvm.nvvm.mul.rn.f(float %239, float 0.000000e+00) #4, !dbg !83
  br label %340, !dbg !83

254:                                              ; preds = %248
  %255 = bitcast float %239 to i32, !dbg !83
  %256 = and i32 %255, -2147483648, !dbg !83
  %257 = lshr i32 %255, 23, !dbg !83
  %258 = and i32 %257, 255, !dbg !83
  %259 = sub i32 %258, 128, !dbg !83
  %260 = shl i32 %255, 8, !dbg !83
  %261 = or i32 %260, -2147483648, !dbg !83
  %262 = lshr i32 %259, 5, !dbg !83
  %263 = sub i32 4, %262, !dbg !83
  br label %264, !dbg !83

264:                                              ; preds = %268, %254
  %265 = phi i32 [ 0, %254 ], [ %274, %268 ], !dbg !83
  %266 = phi i32 [ 0, %254 ], [ %279, %268 ], !dbg !83
  %267 = icmp slt i32 %266, 6, !dbg !83
  br i1 %267, label %268, label %280, !dbg !83

268:                                              ; preds = %264
  %269 = sext i32 %266 to i64, !dbg !83
  %270 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %269, !dbg !83
  %271 = load i32, ptr addrspace(1) %270, align 4, !dbg !83
  %272 = call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %271, i32 %261, i32 %265) #5, !dbg !83, !srcloc !68
  %273 = extractvalue { i32, i32 } %272, 0, !dbg !83
  %274 = extractvalue { i32, i32 } %272, 1, !dbg !83
  %275 = insertvalue %struct.uint2 undef, i32 %273, 0, !dbg !83
  %276 = insertvalue %struct.uint2 %275, i32 %274, 1, !dbg !83
  %277 = sext i32 %266 to i64, !dbg !83
  %278 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %277, !dbg !83
  store i32 %273, ptr %278, align 4, !dbg !83
  %279 = add nsw i32 %266, 1, !dbg !83
  br label %264, !dbg !83, !llvm.loop !84

280:                                              ; preds = %264
  %281 = sext i32 %266 to i64, !dbg !83
  %282 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %281, !dbg !83
  store i32 %265, ptr %282, align 4, !dbg !83
  %283 = and i32 %259, 31, !dbg !83
  %284 = add i32 %263, 2, !dbg !83
  %285 = sext i32 %284 to i64, !dbg !83
  %286 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %285, !dbg !83
  %287 = load i32, ptr %286, align 4, !dbg !83
  %288 = add i32 %263, 1, !dbg !83
  %289 = sext i32 %288 to i64, !dbg !83
  %290 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %289, !dbg !83
  %291 = load i32, ptr %290, align 4, !dbg !83
  %292 = icmp ne i32 %283, 0, !dbg !83
  br i1 %292, label %293, label %304, !dbg !83

293:                                              ; preds = %280
  %294 = sub i32 32, %283, !dbg !83
  %295 = shl i32 %287, %283, !dbg !83
  %296 = lshr i32 %291, %294, !dbg !83
  %297 = add i32 %295, %296, !dbg !83
  %298 = shl i32 %291, %283, !dbg !83
  %299 = sext i32 %263 to i64, !dbg !83
  %300 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %299, !dbg !83
  %301 = load i32, ptr %300, align 4, !dbg !83
  %302 = lshr i32 %301, %294, !dbg !83
  %303 = add i32 %298, %302, !dbg !83
  br label %304, !dbg !83

304:                                              ; preds = %293, %280
  %305 = phi i32 [ %297, %293 ], [ %287, %280 ], !dbg !83
  %306 = phi i32 [ %303, %293 ], [ %291, %280 ], !dbg !83
  %307 = lshr i32 %305, 30, !dbg !83
  %308 = shl i32 %305, 2, !dbg !83
  %309 = lshr i32 %306, 30, !dbg !83
  %310 = add i32 %308, %309, !dbg !83
  %311 = shl i32 %306, 2, !dbg !83
  %312 = lshr i32 %310, 31, !dbg !83
  %313 = add i32 %307, %312, !dbg !83
  %314 = icmp ne i32 %256, 0, !dbg !83
  br i1 %314, label %315, label %317, !dbg !83

315:                                              ; preds = %304
  %316 = sub i32 0, %313, !dbg !83
  br label %317, !dbg !83

317:                                              ; preds = %315, %304
  %318 = phi i32 [ %316, %315 ], [ %313, %304 ], !dbg !83
  %319 = icmp ne i32 %312, 0, !dbg !83
  br i1 %319, label %320, label %324, !dbg !83

320:                                              ; preds = %317
  %321 = xor i32 %310, -1, !dbg !83
  %322 = xor i32 %311, -1, !dbg !83
  %323 = xor i32 %256, -2147483648, !dbg !83
  br label %324, !dbg !83

324:                                              ; preds = %320, %317
  %325 = phi i32 [ %323, %320 ], [ %256, %317 ], !dbg !83
  %326 = phi i32 [ %321, %320 ], [ %310, %317 ], !dbg !83
  %327 = phi i32 [ %322, %320 ], [ %311, %317 ], !dbg !83
  %328 = zext i32 %326 to i64, !dbg !83
  %329 = shl i64 %328, 32, !dbg !83
  %330 = zext i32 %327 to i64, !dbg !83
  %331 = or i64 %329, %330, !dbg !83
  %332 = sitofp i64 %331 to double, !dbg !83
  %333 = fmul double %332, 0x3BF921FB54442D19, !dbg !83
  %334 = fptrunc double %333 to float, !dbg !83
  %335 = icmp ne i32 %325, 0, !dbg !83
  br i1 %335, label %336, label %338, !dbg !83

336:                                              ; preds = %324
  %337 = fsub float -0.000000e+00, %334, !dbg !83
  br label %338, !dbg !83

338:                                              ; preds = %336, %324
  %339 = phi float [ %337, %336 ], [ %334, %324 ], !dbg !83
  br label %340, !dbg !83

340:                                              ; preds = %338, %252
  %341 = phi i32 [ 0, %252 ], [ %318, %338 ], !dbg !83
  %342 = phi float [ %253, %252 ], [ %339, %338 ], !dbg !83
  br label %343, !dbg !83

343:                                              ; preds = %340, %227
  %344 = phi i32 [ %341, %340 ], [ %241, %227 ], !dbg !83
  %345 = phi float [ %342, %340 ], [ %245, %227 ], !dbg !83
  %346 = call float @llvm.nvvm.mul.rn.f(float %345, float %345) #4, !dbg !83
  %347 = and i32 %344, 1, !dbg !83
  %348 = icmp ne i32 %347, 0, !dbg !83
  br i1 %348, label %349, label %350, !dbg !83

349:                                              ; preds = %343
  br label %351, !dbg !83

350:                                              ; preds = %343
  br label %351, !dbg !83

351:                                              ; preds = %350, %349
  %352 = phi float [ 1.000000e+00, %349 ], [ %345, %350 ], !dbg !83
  %353 = call float @llvm.nvvm.fma.rn.f(float %346, float %352, float 0.000000e+00) #4, !dbg !83
  %354 = and i32 %344, 1, !dbg !83
  %355 = icmp ne i32 %354, 0, !dbg !83
  br i1 %355, label %356, label %358, !dbg !83

356:                                              ; preds = %351
  %357 = call float @llvm.nvvm.fma.rn.f(float 0x3EF9758000000000, float %346, float 0xBF56C0FDA0000000) #4, !dbg !83
  br label %359, !dbg !83

358:                                              ; preds = %351
  br label %359, !dbg !83

359:                                              ; preds = %358, %356
  %360 = phi float [ %357, %356 ], [ 0xBF29A82A60000000, %358 ], !dbg !83
  %361 = and i32 %344, 1, !dbg !83
  %362 = icmp ne i32 %361, 0, !dbg !83
  %363 = select i1 %362, float 0x3FA5555760000000, float 0x3F8110BC80000000, !dbg !83
  %364 = call float @llvm.nvvm.fma.rn.f(float %360, float %346, float %363) #4, !dbg !83
  %365 = and i32 %344, 1, !dbg !83
  %366 = icmp ne i32 %365, 0, !dbg !83
  %367 = select i1 %366, float 0xBFDFFFFFE0000000, float 0xBFC5555500000000, !dbg !83
  %368 = call float @llvm.nvvm.fma.rn.f(float %364, float %346, float %367) #4, !dbg !83
  %369 = call float @llvm.nvvm.fma.rn.f(float %368, float %353, float %352) #4, !dbg !83
  %370 = and i32 %344, 2, !dbg !83
  %371 = icmp ne i32 %370, 0, !dbg !83
  br i1 %371, label %372, label %374, !dbg !83

372:                                              ; preds = %359
  %373 = call float @llvm.nvvm.fma.rn.f(float %369, float -1.000000e+00, float 0.000000e+00) #4, !dbg !83
  br label %374, !dbg !83

374:                                              ; preds = %359, %372
  %375 = phi float [ %373, %372 ], [ %369, %359 ], !dbg !83
  %376 = fmul contract float %237, %375, !dbg !85
  %377 = load ptr, ptr %11, align 8, !dbg !86
  %378 = load i32, ptr %14, align 4, !dbg !87
  %379 = add nsw i32 %378, 1, !dbg !88
  %380 = mul nsw i32 %379, 4096, !dbg !89
  %381 = load i32, ptr %13, align 4, !dbg !90
  %382 = add nsw i32 %380, %381, !dbg !91
  %383 = add nsw i32 %382, 1, !dbg !92
  %384 = sext i32 %383 to i64, !dbg !86
  %385 = getelementptr inbounds float, ptr %377, i64 %384, !dbg !86
  store float %376, ptr %385, align 4, !dbg !93
  br label %386, !dbg !94

386:                                              ; preds = %374
  %387 = load i32, ptr %14, align 4, !dbg !95
  %388 = add nsw i32 %387, 2, !dbg !95
  store i32 %388, ptr %14, align 4, !dbg !95
  br label %24, !dbg !33, !llvm.loop !96

389:                                              ; preds = %24
  ret void, !dbg !98
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nounwind
declare i32 @__nvvm_reflect(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.ftz.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fabs.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

attributes #0 = { convergent noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nounwind "disable-tail-calls"="false" "frame-pointer"="all" "less-precise-fpmad"="false" "no-infs-fp-math"="false" "no-nans-fp-math"="false" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "unsafe-fp-math"="false" "use-soft-float"="false" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { nounwind memory(none) }

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
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "h-global-race-040.cu", directory: ".")
!8 = !{ptr @h_box_muller_shifted, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "h_box_muller_shifted", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 66, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 12, column: 13, scope: !12)
!19 = !DILocation(line: 79, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 79, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!21 = distinct !DILocation(line: 12, column: 26, scope: !12)
!22 = !DILocation(line: 12, column: 24, scope: !12)
!23 = !DILocation(line: 53, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!25 = distinct !DILocation(line: 12, column: 39, scope: !12)
!26 = !DILocation(line: 12, column: 37, scope: !12)
!27 = !DILocation(line: 12, column: 9, scope: !12)
!28 = !DILocation(line: 13, column: 14, scope: !12)
!29 = !DILocation(line: 13, column: 10, scope: !12)
!30 = !DILocation(line: 13, column: 21, scope: !12)
!31 = !DILocation(line: 13, column: 25, scope: !12)
!32 = !DILocation(line: 13, column: 23, scope: !12)
!33 = !DILocation(line: 13, column: 5, scope: !12)
!34 = !DILocation(line: 14, column: 20, scope: !12)
!35 = !DILocation(line: 14, column: 23, scope: !12)
!36 = !DILocation(line: 14, column: 25, scope: !12)
!37 = !DILocation(line: 14, column: 39, scope: !12)
!38 = !DILocation(line: 14, column: 37, scope: !12)
!39 = !DILocation(line: 14, column: 15, scope: !12)
!40 = !DILocation(line: 14, column: 48, scope: !12)
!41 = !DILocation(line: 14, column: 52, scope: !12)
!42 = !DILocation(line: 14, column: 54, scope: !12)
!43 = !DILocation(line: 14, column: 59, scope: !12)
!44 = !DILocation(line: 14, column: 73, scope: !12)
!45 = !DILocation(line: 14, column: 71, scope: !12)
!46 = !DILocation(line: 14, column: 43, scope: !12)
!47 = !DILocation(line: 15, column: 38, scope: !12)
!48 = !DILocation(line: 183, column: 52, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "logf", scope: !50, file: !50, line: 182, type: !13, scopeLine: 182, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!50 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_math.h", directory: "")
!51 = distinct !DILocation(line: 15, column: 33, scope: !12)
!52 = !DILocation(line: 183, column: 10, scope: !49, inlinedAt: !51)
!53 = !DILocation(line: 15, column: 31, scope: !12)
!54 = !DILocation(line: 314, column: 55, scope: !55, inlinedAt: !56)
!55 = distinct !DISubprogram(name: "sqrtf", scope: !50, file: !50, line: 314, type: !13, scopeLine: 314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!56 = distinct !DILocation(line: 15, column: 19, scope: !12)
!57 = !DILocation(line: 314, column: 44, scope: !55, inlinedAt: !56)
!58 = !DILocation(line: 15, column: 15, scope: !12)
!59 = !DILocation(line: 15, column: 77, scope: !12)
!60 = !DILocation(line: 15, column: 75, scope: !12)
!61 = !DILocation(line: 15, column: 44, scope: !12)
!62 = !DILocation(line: 16, column: 34, scope: !12)
!63 = !DILocation(line: 16, column: 43, scope: !12)
!64 = !DILocation(line: 84, column: 52, scope: !65, inlinedAt: !66)
!65 = distinct !DISubprogram(name: "cosf", scope: !50, file: !50, line: 83, type: !13, scopeLine: 83, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!66 = distinct !DILocation(line: 16, column: 38, scope: !12)
!67 = !DILocation(line: 84, column: 10, scope: !65, inlinedAt: !66)
!68 = !{i32 33673, i32 33677, i32 33722, i32 33767}
!69 = distinct !{!69, !70}
!70 = !{!"llvm.loop.unroll.count", i32 1}
!71 = !DILocation(line: 16, column: 36, scope: !12)
!72 = !DILocation(line: 16, column: 9, scope: !12)
!73 = !DILocation(line: 16, column: 13, scope: !12)
!74 = !DILocation(line: 16, column: 15, scope: !12)
!75 = !DILocation(line: 16, column: 29, scope: !12)
!76 = !DILocation(line: 16, column: 27, scope: !12)
!77 = !DILocation(line: 16, column: 32, scope: !12)
!78 = !DILocation(line: 17, column: 44, scope: !12)
!79 = !DILocation(line: 17, column: 53, scope: !12)
!80 = !DILocation(line: 307, column: 52, scope: !81, inlinedAt: !82)
!81 = distinct !DISubprogram(name: "sinf", scope: !50, file: !50, line: 306, type: !13, scopeLine: 306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !6)
!82 = distinct !DILocation(line: 17, column: 48, scope: !12)
!83 = !DILocation(line: 307, column: 10, scope: !81, inlinedAt: !82)
!84 = distinct !{!84, !70}
!85 = !DILocation(line: 17, column: 46, scope: !12)
!86 = !DILocation(line: 17, column: 9, scope: !12)
!87 = !DILocation(line: 17, column: 14, scope: !12)
!88 = !DILocation(line: 17, column: 16, scope: !12)
!89 = !DILocation(line: 17, column: 21, scope: !12)
!90 = !DILocation(line: 17, column: 35, scope: !12)
!91 = !DILocation(line: 17, column: 33, scope: !12)
!92 = !DILocation(line: 17, column: 37, scope: !12)
!93 = !DILocation(line: 17, column: 42, scope: !12)
!94 = !DILocation(line: 18, column: 5, scope: !12)
!95 = !DILocation(line: 13, column: 30, scope: !12)
!96 = distinct !{!96, !33, !94, !97}
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 19, column: 1, scope: !12)
