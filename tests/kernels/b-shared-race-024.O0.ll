; ModuleID = 'b-shared-race-024.cu'
source_filename = "b-shared-race-024.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.__cuda_builtin_gridDim_t = type { i8 }
%struct.__cuda_builtin_threadIdx_t = type { i8 }
%struct.__cuda_builtin_blockIdx_t = type { i8 }

@_ZZ16b_stencil2d_box9E1s = internal addrspace(3) global [18 x [18 x float]] undef, align 4
@gridDim = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_gridDim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_threadIdx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.__cuda_builtin_blockIdx_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local void @b_stencil2d_box9(ptr noundef %0, ptr noundef %1) #0 !dbg !12 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca float, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  store ptr %0, ptr %27, align 8
  store ptr %1, ptr %28, align 8
  %44 = call noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x(), !dbg !15
  %45 = mul i32 %44, 16, !dbg !19
  store i32 %45, ptr %29, align 4, !dbg !20
  %46 = call noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y(), !dbg !21
  %47 = mul i32 %46, 16, !dbg !24
  store i32 %47, ptr %30, align 4, !dbg !25
  %48 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !26
  store i32 %48, ptr %31, align 4, !dbg !29
  %49 = call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !30
  store i32 %49, ptr %32, align 4, !dbg !33
  %50 = call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !34
  %51 = mul i32 %50, 16, !dbg !37
  store i32 %51, ptr %33, align 4, !dbg !38
  %52 = call noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !39
  %53 = mul i32 %52, 16, !dbg !42
  store i32 %53, ptr %34, align 4, !dbg !43
  %54 = load i32, ptr %33, align 4, !dbg !44
  %55 = load i32, ptr %31, align 4, !dbg !45
  %56 = add nsw i32 %54, %55, !dbg !46
  store i32 %56, ptr %35, align 4, !dbg !47
  %57 = load i32, ptr %34, align 4, !dbg !48
  %58 = load i32, ptr %32, align 4, !dbg !49
  %59 = add nsw i32 %57, %58, !dbg !50
  store i32 %59, ptr %36, align 4, !dbg !51
  %60 = load ptr, ptr %28, align 8, !dbg !52
  %61 = load i32, ptr %36, align 4, !dbg !53
  %62 = load i32, ptr %29, align 4, !dbg !54
  %63 = mul nsw i32 %61, %62, !dbg !55
  %64 = load i32, ptr %35, align 4, !dbg !56
  %65 = add nsw i32 %63, %64, !dbg !57
  %66 = sext i32 %65 to i64, !dbg !52
  %67 = getelementptr inbounds float, ptr %60, i64 %66, !dbg !52
  %68 = load float, ptr %67, align 4, !dbg !52
  %69 = load i32, ptr %32, align 4, !dbg !58
  %70 = add nsw i32 %69, 1, !dbg !59
  %71 = sext i32 %70 to i64, !dbg !60
  %72 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %71, !dbg !60
  %73 = load i32, ptr %31, align 4, !dbg !61
  %74 = add nsw i32 %73, 1, !dbg !62
  %75 = sext i32 %74 to i64, !dbg !60
  %76 = getelementptr inbounds [18 x float], ptr %72, i64 0, i64 %75, !dbg !60
  store float %68, ptr %76, align 4, !dbg !63
  %77 = load i32, ptr %32, align 4, !dbg !64
  %78 = icmp eq i32 %77, 0, !dbg !65
  br i1 %78, label %79, label %146, !dbg !64

79:                                               ; preds = %2
  %80 = load ptr, ptr %28, align 8, !dbg !66
  %81 = load i32, ptr %34, align 4, !dbg !67
  %82 = sub nsw i32 %81, 1, !dbg !68
  %83 = load i32, ptr %30, align 4, !dbg !69
  %84 = sub nsw i32 %83, 1, !dbg !70
  store i32 %82, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 %84, ptr %5, align 4
  %85 = load i32, ptr %3, align 4, !dbg !71
  %86 = load i32, ptr %4, align 4, !dbg !74
  %87 = icmp slt i32 %85, %86, !dbg !75
  br i1 %87, label %88, label %90, !dbg !71

88:                                               ; preds = %79
  %89 = load i32, ptr %4, align 4, !dbg !76
  br label %100, !dbg !71

90:                                               ; preds = %79
  %91 = load i32, ptr %3, align 4, !dbg !77
  %92 = load i32, ptr %5, align 4, !dbg !78
  %93 = icmp sgt i32 %91, %92, !dbg !79
  br i1 %93, label %94, label %96, !dbg !77

94:                                               ; preds = %90
  %95 = load i32, ptr %5, align 4, !dbg !80
  br label %98, !dbg !77

96:                                               ; preds = %90
  %97 = load i32, ptr %3, align 4, !dbg !81
  br label %98, !dbg !77

98:                                               ; preds = %96, %94
  %99 = phi i32 [ %95, %94 ], [ %97, %96 ], !dbg !77
  br label %100, !dbg !71

100:                                              ; preds = %88, %98
  %101 = phi i32 [ %89, %88 ], [ %99, %98 ], !dbg !71
  %102 = load i32, ptr %29, align 4, !dbg !82
  %103 = mul nsw i32 %101, %102, !dbg !83
  %104 = load i32, ptr %35, align 4, !dbg !84
  %105 = add nsw i32 %103, %104, !dbg !85
  %106 = sext i32 %105 to i64, !dbg !66
  %107 = getelementptr inbounds float, ptr %80, i64 %106, !dbg !66
  %108 = load float, ptr %107, align 4, !dbg !66
  %109 = load i32, ptr %31, align 4, !dbg !86
  %110 = add nsw i32 %109, 1, !dbg !87
  %111 = sext i32 %110 to i64, !dbg !88
  %112 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %111, !dbg !88
  store float %108, ptr %112, align 4, !dbg !89
  %113 = load ptr, ptr %28, align 8, !dbg !90
  %114 = load i32, ptr %34, align 4, !dbg !91
  %115 = add nsw i32 %114, 16, !dbg !92
  %116 = load i32, ptr %30, align 4, !dbg !93
  %117 = sub nsw i32 %116, 1, !dbg !94
  store i32 %115, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 %117, ptr %8, align 4
  %118 = load i32, ptr %6, align 4, !dbg !95
  %119 = load i32, ptr %7, align 4, !dbg !97
  %120 = icmp slt i32 %118, %119, !dbg !98
  br i1 %120, label %121, label %123, !dbg !95

121:                                              ; preds = %100
  %122 = load i32, ptr %7, align 4, !dbg !99
  br label %133, !dbg !95

123:                                              ; preds = %100
  %124 = load i32, ptr %6, align 4, !dbg !100
  %125 = load i32, ptr %8, align 4, !dbg !101
  %126 = icmp sgt i32 %124, %125, !dbg !102
  br i1 %126, label %127, label %129, !dbg !100

127:                                              ; preds = %123
  %128 = load i32, ptr %8, align 4, !dbg !103
  br label %131, !dbg !100

129:                                              ; preds = %123
  %130 = load i32, ptr %6, align 4, !dbg !104
  br label %131, !dbg !100

131:                                              ; preds = %129, %127
  %132 = phi i32 [ %128, %127 ], [ %130, %129 ], !dbg !100
  br label %133, !dbg !95

133:                                              ; preds = %121, %131
  %134 = phi i32 [ %122, %121 ], [ %132, %131 ], !dbg !95
  %135 = load i32, ptr %29, align 4, !dbg !105
  %136 = mul nsw i32 %134, %135, !dbg !106
  %137 = load i32, ptr %35, align 4, !dbg !107
  %138 = add nsw i32 %136, %137, !dbg !108
  %139 = sext i32 %138 to i64, !dbg !90
  %140 = getelementptr inbounds float, ptr %113, i64 %139, !dbg !90
  %141 = load float, ptr %140, align 4, !dbg !90
  %142 = load i32, ptr %31, align 4, !dbg !109
  %143 = add nsw i32 %142, 1, !dbg !110
  %144 = sext i32 %143 to i64, !dbg !111
  %145 = getelementptr inbounds [18 x float], ptr getelementptr inbounds ([18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 17), i64 0, i64 %144, !dbg !111
  store float %141, ptr %145, align 4, !dbg !112
  br label %146, !dbg !113

146:                                              ; preds = %133, %2
  %147 = load i32, ptr %31, align 4, !dbg !114
  %148 = icmp eq i32 %147, 0, !dbg !115
  br i1 %148, label %149, label %218, !dbg !114

149:                                              ; preds = %146
  %150 = load ptr, ptr %28, align 8, !dbg !116
  %151 = load i32, ptr %36, align 4, !dbg !117
  %152 = load i32, ptr %29, align 4, !dbg !118
  %153 = mul nsw i32 %151, %152, !dbg !119
  %154 = load i32, ptr %33, align 4, !dbg !120
  %155 = sub nsw i32 %154, 1, !dbg !121
  %156 = load i32, ptr %29, align 4, !dbg !122
  %157 = sub nsw i32 %156, 1, !dbg !123
  store i32 %155, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 %157, ptr %11, align 4
  %158 = load i32, ptr %9, align 4, !dbg !124
  %159 = load i32, ptr %10, align 4, !dbg !126
  %160 = icmp slt i32 %158, %159, !dbg !127
  br i1 %160, label %161, label %163, !dbg !124

161:                                              ; preds = %149
  %162 = load i32, ptr %10, align 4, !dbg !128
  br label %173, !dbg !124

163:                                              ; preds = %149
  %164 = load i32, ptr %9, align 4, !dbg !129
  %165 = load i32, ptr %11, align 4, !dbg !130
  %166 = icmp sgt i32 %164, %165, !dbg !131
  br i1 %166, label %167, label %169, !dbg !129

167:                                              ; preds = %163
  %168 = load i32, ptr %11, align 4, !dbg !132
  br label %171, !dbg !129

169:                                              ; preds = %163
  %170 = load i32, ptr %9, align 4, !dbg !133
  br label %171, !dbg !129

171:                                              ; preds = %169, %167
  %172 = phi i32 [ %168, %167 ], [ %170, %169 ], !dbg !129
  br label %173, !dbg !124

173:                                              ; preds = %161, %171
  %174 = phi i32 [ %162, %161 ], [ %172, %171 ], !dbg !124
  %175 = add nsw i32 %153, %174, !dbg !134
  %176 = sext i32 %175 to i64, !dbg !116
  %177 = getelementptr inbounds float, ptr %150, i64 %176, !dbg !116
  %178 = load float, ptr %177, align 4, !dbg !116
  %179 = load i32, ptr %32, align 4, !dbg !135
  %180 = add nsw i32 %179, 1, !dbg !136
  %181 = sext i32 %180 to i64, !dbg !137
  %182 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %181, !dbg !137
  %183 = getelementptr inbounds [18 x float], ptr %182, i64 0, i64 0, !dbg !137
  store float %178, ptr %183, align 4, !dbg !138
  %184 = load ptr, ptr %28, align 8, !dbg !139
  %185 = load i32, ptr %36, align 4, !dbg !140
  %186 = load i32, ptr %29, align 4, !dbg !141
  %187 = mul nsw i32 %185, %186, !dbg !142
  %188 = load i32, ptr %33, align 4, !dbg !143
  %189 = add nsw i32 %188, 16, !dbg !144
  %190 = load i32, ptr %29, align 4, !dbg !145
  %191 = sub nsw i32 %190, 1, !dbg !146
  store i32 %189, ptr %12, align 4
  store i32 0, ptr %13, align 4
  store i32 %191, ptr %14, align 4
  %192 = load i32, ptr %12, align 4, !dbg !147
  %193 = load i32, ptr %13, align 4, !dbg !149
  %194 = icmp slt i32 %192, %193, !dbg !150
  br i1 %194, label %195, label %197, !dbg !147

195:                                              ; preds = %173
  %196 = load i32, ptr %13, align 4, !dbg !151
  br label %207, !dbg !147

197:                                              ; preds = %173
  %198 = load i32, ptr %12, align 4, !dbg !152
  %199 = load i32, ptr %14, align 4, !dbg !153
  %200 = icmp sgt i32 %198, %199, !dbg !154
  br i1 %200, label %201, label %203, !dbg !152

201:                                              ; preds = %197
  %202 = load i32, ptr %14, align 4, !dbg !155
  br label %205, !dbg !152

203:                                              ; preds = %197
  %204 = load i32, ptr %12, align 4, !dbg !156
  br label %205, !dbg !152

205:                                              ; preds = %203, %201
  %206 = phi i32 [ %202, %201 ], [ %204, %203 ], !dbg !152
  br label %207, !dbg !147

207:                                              ; preds = %195, %205
  %208 = phi i32 [ %196, %195 ], [ %206, %205 ], !dbg !147
  %209 = add nsw i32 %187, %208, !dbg !157
  %210 = sext i32 %209 to i64, !dbg !139
  %211 = getelementptr inbounds float, ptr %184, i64 %210, !dbg !139
  %212 = load float, ptr %211, align 4, !dbg !139
  %213 = load i32, ptr %32, align 4, !dbg !158
  %214 = add nsw i32 %213, 1, !dbg !159
  %215 = sext i32 %214 to i64, !dbg !160
  %216 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %215, !dbg !160
  %217 = getelementptr inbounds [18 x float], ptr %216, i64 0, i64 17, !dbg !160
  store float %212, ptr %217, align 4, !dbg !161
  br label %218, !dbg !162

218:                                              ; preds = %207, %146
  %219 = load i32, ptr %31, align 4, !dbg !163
  %220 = icmp eq i32 %219, 0, !dbg !164
  br i1 %220, label %221, label %345, !dbg !165

221:                                              ; preds = %218
  %222 = load i32, ptr %32, align 4, !dbg !166
  %223 = icmp eq i32 %222, 0, !dbg !167
  br i1 %223, label %224, label %345, !dbg !163

224:                                              ; preds = %221
  %225 = load i32, ptr %34, align 4, !dbg !168
  %226 = sub nsw i32 %225, 1, !dbg !169
  %227 = load i32, ptr %30, align 4, !dbg !170
  %228 = sub nsw i32 %227, 1, !dbg !171
  store i32 %226, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store i32 %228, ptr %17, align 4
  %229 = load i32, ptr %15, align 4, !dbg !172
  %230 = load i32, ptr %16, align 4, !dbg !174
  %231 = icmp slt i32 %229, %230, !dbg !175
  br i1 %231, label %232, label %234, !dbg !172

232:                                              ; preds = %224
  %233 = load i32, ptr %16, align 4, !dbg !176
  br label %244, !dbg !172

234:                                              ; preds = %224
  %235 = load i32, ptr %15, align 4, !dbg !177
  %236 = load i32, ptr %17, align 4, !dbg !178
  %237 = icmp sgt i32 %235, %236, !dbg !179
  br i1 %237, label %238, label %240, !dbg !177

238:                                              ; preds = %234
  %239 = load i32, ptr %17, align 4, !dbg !180
  br label %242, !dbg !177

240:                                              ; preds = %234
  %241 = load i32, ptr %15, align 4, !dbg !181
  br label %242, !dbg !177

242:                                              ; preds = %240, %238
  %243 = phi i32 [ %239, %238 ], [ %241, %240 ], !dbg !177
  br label %244, !dbg !172

244:                                              ; preds = %232, %242
  %245 = phi i32 [ %233, %232 ], [ %243, %242 ], !dbg !172
  store i32 %245, ptr %37, align 4, !dbg !182
  %246 = load i32, ptr %34, align 4, !dbg !183
  %247 = add nsw i32 %246, 16, !dbg !184
  %248 = load i32, ptr %30, align 4, !dbg !185
  %249 = sub nsw i32 %248, 1, !dbg !186
  store i32 %247, ptr %18, align 4
  store i32 0, ptr %19, align 4
  store i32 %249, ptr %20, align 4
  %250 = load i32, ptr %18, align 4, !dbg !187
  %251 = load i32, ptr %19, align 4, !dbg !189
  %252 = icmp slt i32 %250, %251, !dbg !190
  br i1 %252, label %253, label %255, !dbg !187

253:                                              ; preds = %244
  %254 = load i32, ptr %19, align 4, !dbg !191
  br label %265, !dbg !187

255:                                              ; preds = %244
  %256 = load i32, ptr %18, align 4, !dbg !192
  %257 = load i32, ptr %20, align 4, !dbg !193
  %258 = icmp sgt i32 %256, %257, !dbg !194
  br i1 %258, label %259, label %261, !dbg !192

259:                                              ; preds = %255
  %260 = load i32, ptr %20, align 4, !dbg !195
  br label %263, !dbg !192

261:                                              ; preds = %255
  %262 = load i32, ptr %18, align 4, !dbg !196
  br label %263, !dbg !192

263:                                              ; preds = %261, %259
  %264 = phi i32 [ %260, %259 ], [ %262, %261 ], !dbg !192
  br label %265, !dbg !187

265:                                              ; preds = %253, %263
  %266 = phi i32 [ %254, %253 ], [ %264, %263 ], !dbg !187
  store i32 %266, ptr %38, align 4, !dbg !197
  %267 = load i32, ptr %33, align 4, !dbg !198
  %268 = sub nsw i32 %267, 1, !dbg !199
  %269 = load i32, ptr %29, align 4, !dbg !200
  %270 = sub nsw i32 %269, 1, !dbg !201
  store i32 %268, ptr %21, align 4
  store i32 0, ptr %22, align 4
  store i32 %270, ptr %23, align 4
  %271 = load i32, ptr %21, align 4, !dbg !202
  %272 = load i32, ptr %22, align 4, !dbg !204
  %273 = icmp slt i32 %271, %272, !dbg !205
  br i1 %273, label %274, label %276, !dbg !202

274:                                              ; preds = %265
  %275 = load i32, ptr %22, align 4, !dbg !206
  br label %286, !dbg !202

276:                                              ; preds = %265
  %277 = load i32, ptr %21, align 4, !dbg !207
  %278 = load i32, ptr %23, align 4, !dbg !208
  %279 = icmp sgt i32 %277, %278, !dbg !209
  br i1 %279, label %280, label %282, !dbg !207

280:                                              ; preds = %276
  %281 = load i32, ptr %23, align 4, !dbg !210
  br label %284, !dbg !207

282:                                              ; preds = %276
  %283 = load i32, ptr %21, align 4, !dbg !211
  br label %284, !dbg !207

284:                                              ; preds = %282, %280
  %285 = phi i32 [ %281, %280 ], [ %283, %282 ], !dbg !207
  br label %286, !dbg !202

286:                                              ; preds = %274, %284
  %287 = phi i32 [ %275, %274 ], [ %285, %284 ], !dbg !202
  store i32 %287, ptr %39, align 4, !dbg !212
  %288 = load i32, ptr %33, align 4, !dbg !213
  %289 = add nsw i32 %288, 16, !dbg !214
  %290 = load i32, ptr %29, align 4, !dbg !215
  %291 = sub nsw i32 %290, 1, !dbg !216
  store i32 %289, ptr %24, align 4
  store i32 0, ptr %25, align 4
  store i32 %291, ptr %26, align 4
  %292 = load i32, ptr %24, align 4, !dbg !217
  %293 = load i32, ptr %25, align 4, !dbg !219
  %294 = icmp slt i32 %292, %293, !dbg !220
  br i1 %294, label %295, label %297, !dbg !217

295:                                              ; preds = %286
  %296 = load i32, ptr %25, align 4, !dbg !221
  br label %307, !dbg !217

297:                                              ; preds = %286
  %298 = load i32, ptr %24, align 4, !dbg !222
  %299 = load i32, ptr %26, align 4, !dbg !223
  %300 = icmp sgt i32 %298, %299, !dbg !224
  br i1 %300, label %301, label %303, !dbg !222

301:                                              ; preds = %297
  %302 = load i32, ptr %26, align 4, !dbg !225
  br label %305, !dbg !222

303:                                              ; preds = %297
  %304 = load i32, ptr %24, align 4, !dbg !226
  br label %305, !dbg !222

305:                                              ; preds = %303, %301
  %306 = phi i32 [ %302, %301 ], [ %304, %303 ], !dbg !222
  br label %307, !dbg !217

307:                                              ; preds = %295, %305
  %308 = phi i32 [ %296, %295 ], [ %306, %305 ], !dbg !217
  store i32 %308, ptr %40, align 4, !dbg !227
  %309 = load ptr, ptr %28, align 8, !dbg !228
  %310 = load i32, ptr %37, align 4, !dbg !229
  %311 = load i32, ptr %29, align 4, !dbg !230
  %312 = mul nsw i32 %310, %311, !dbg !231
  %313 = load i32, ptr %39, align 4, !dbg !232
  %314 = add nsw i32 %312, %313, !dbg !233
  %315 = sext i32 %314 to i64, !dbg !228
  %316 = getelementptr inbounds float, ptr %309, i64 %315, !dbg !228
  %317 = load float, ptr %316, align 4, !dbg !228
  store float %317, ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), align 4, !dbg !234
  %318 = load ptr, ptr %28, align 8, !dbg !235
  %319 = load i32, ptr %37, align 4, !dbg !236
  %320 = load i32, ptr %29, align 4, !dbg !237
  %321 = mul nsw i32 %319, %320, !dbg !238
  %322 = load i32, ptr %40, align 4, !dbg !239
  %323 = add nsw i32 %321, %322, !dbg !240
  %324 = sext i32 %323 to i64, !dbg !235
  %325 = getelementptr inbounds float, ptr %318, i64 %324, !dbg !235
  %326 = load float, ptr %325, align 4, !dbg !235
  store float %326, ptr getelementptr inbounds ([18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 17), align 4, !dbg !241
  %327 = load ptr, ptr %28, align 8, !dbg !242
  %328 = load i32, ptr %38, align 4, !dbg !243
  %329 = load i32, ptr %29, align 4, !dbg !244
  %330 = mul nsw i32 %328, %329, !dbg !245
  %331 = load i32, ptr %39, align 4, !dbg !246
  %332 = add nsw i32 %330, %331, !dbg !247
  %333 = sext i32 %332 to i64, !dbg !242
  %334 = getelementptr inbounds float, ptr %327, i64 %333, !dbg !242
  %335 = load float, ptr %334, align 4, !dbg !242
  store float %335, ptr getelementptr inbounds ([18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 17), align 4, !dbg !248
  %336 = load ptr, ptr %28, align 8, !dbg !249
  %337 = load i32, ptr %38, align 4, !dbg !250
  %338 = load i32, ptr %29, align 4, !dbg !251
  %339 = mul nsw i32 %337, %338, !dbg !252
  %340 = load i32, ptr %40, align 4, !dbg !253
  %341 = add nsw i32 %339, %340, !dbg !254
  %342 = sext i32 %341 to i64, !dbg !249
  %343 = getelementptr inbounds float, ptr %336, i64 %342, !dbg !249
  %344 = load float, ptr %343, align 4, !dbg !249
  store float %344, ptr getelementptr inbounds ([18 x float], ptr getelementptr inbounds ([18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 17), i64 0, i64 17), align 4, !dbg !255
  br label %345, !dbg !256

345:                                              ; preds = %307, %221, %218
  call void @llvm.nvvm.barrier0(), !dbg !257
  store float 0.000000e+00, ptr %41, align 4, !dbg !258
  store i32 0, ptr %42, align 4, !dbg !259
  br label %346, !dbg !260

346:                                              ; preds = %371, %345
  %347 = load i32, ptr %42, align 4, !dbg !261
  %348 = icmp slt i32 %347, 3, !dbg !262
  br i1 %348, label %349, label %374, !dbg !263

349:                                              ; preds = %346
  store i32 0, ptr %43, align 4, !dbg !264
  br label %350, !dbg !265

350:                                              ; preds = %367, %349
  %351 = load i32, ptr %43, align 4, !dbg !266
  %352 = icmp slt i32 %351, 3, !dbg !267
  br i1 %352, label %353, label %370, !dbg !268

353:                                              ; preds = %350
  %354 = load i32, ptr %32, align 4, !dbg !269
  %355 = load i32, ptr %42, align 4, !dbg !270
  %356 = add nsw i32 %354, %355, !dbg !271
  %357 = sext i32 %356 to i64, !dbg !272
  %358 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ16b_stencil2d_box9E1s to ptr), i64 0, i64 %357, !dbg !272
  %359 = load i32, ptr %31, align 4, !dbg !273
  %360 = load i32, ptr %43, align 4, !dbg !274
  %361 = add nsw i32 %359, %360, !dbg !275
  %362 = sext i32 %361 to i64, !dbg !272
  %363 = getelementptr inbounds [18 x float], ptr %358, i64 0, i64 %362, !dbg !272
  %364 = load float, ptr %363, align 4, !dbg !272
  %365 = load float, ptr %41, align 4, !dbg !276
  %366 = fadd contract float %365, %364, !dbg !276
  store float %366, ptr %41, align 4, !dbg !276
  br label %367, !dbg !277

367:                                              ; preds = %353
  %368 = load i32, ptr %43, align 4, !dbg !278
  %369 = add nsw i32 %368, 1, !dbg !278
  store i32 %369, ptr %43, align 4, !dbg !278
  br label %350, !dbg !268, !llvm.loop !279

370:                                              ; preds = %350
  br label %371, !dbg !280

371:                                              ; preds = %370
  %372 = load i32, ptr %42, align 4, !dbg !282
  %373 = add nsw i32 %372, 1, !dbg !282
  store i32 %373, ptr %42, align 4, !dbg !282
  br label %346, !dbg !263, !llvm.loop !283

374:                                              ; preds = %346
  %375 = load float, ptr %41, align 4, !dbg !284
  %376 = fmul contract float %375, 0x3FBC71C720000000, !dbg !285
  %377 = load ptr, ptr %27, align 8, !dbg !286
  %378 = load i32, ptr %36, align 4, !dbg !287
  %379 = load i32, ptr %29, align 4, !dbg !288
  %380 = mul nsw i32 %378, %379, !dbg !289
  %381 = load i32, ptr %35, align 4, !dbg !290
  %382 = add nsw i32 %380, %381, !dbg !291
  %383 = sext i32 %382 to i64, !dbg !286
  %384 = getelementptr inbounds float, ptr %377, i64 %383, !dbg !286
  store float %376, ptr %384, align 4, !dbg !292
  ret void, !dbg !293
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-shared-race-024.cu", directory: ".")
!8 = !{ptr @b_stencil2d_box9, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_stencil2d_box9", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 92, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 92, type: !13, scopeLine: 92, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 13, column: 23, scope: !12)
!20 = !DILocation(line: 13, column: 9, scope: !12)
!21 = !DILocation(line: 93, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 93, type: !13, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!23 = distinct !DILocation(line: 13, column: 32, scope: !12)
!24 = !DILocation(line: 13, column: 42, scope: !12)
!25 = !DILocation(line: 13, column: 28, scope: !12)
!26 = !DILocation(line: 53, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!28 = distinct !DILocation(line: 14, column: 14, scope: !12)
!29 = !DILocation(line: 14, column: 9, scope: !12)
!30 = !DILocation(line: 54, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!32 = distinct !DILocation(line: 14, column: 32, scope: !12)
!33 = !DILocation(line: 14, column: 27, scope: !12)
!34 = !DILocation(line: 66, column: 3, scope: !35, inlinedAt: !36)
!35 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!36 = distinct !DILocation(line: 15, column: 14, scope: !12)
!37 = !DILocation(line: 15, column: 25, scope: !12)
!38 = !DILocation(line: 15, column: 9, scope: !12)
!39 = !DILocation(line: 67, column: 3, scope: !40, inlinedAt: !41)
!40 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!41 = distinct !DILocation(line: 15, column: 35, scope: !12)
!42 = !DILocation(line: 15, column: 46, scope: !12)
!43 = !DILocation(line: 15, column: 30, scope: !12)
!44 = !DILocation(line: 16, column: 14, scope: !12)
!45 = !DILocation(line: 16, column: 19, scope: !12)
!46 = !DILocation(line: 16, column: 17, scope: !12)
!47 = !DILocation(line: 16, column: 9, scope: !12)
!48 = !DILocation(line: 16, column: 28, scope: !12)
!49 = !DILocation(line: 16, column: 33, scope: !12)
!50 = !DILocation(line: 16, column: 31, scope: !12)
!51 = !DILocation(line: 16, column: 23, scope: !12)
!52 = !DILocation(line: 17, column: 25, scope: !12)
!53 = !DILocation(line: 17, column: 28, scope: !12)
!54 = !DILocation(line: 17, column: 33, scope: !12)
!55 = !DILocation(line: 17, column: 31, scope: !12)
!56 = !DILocation(line: 17, column: 37, scope: !12)
!57 = !DILocation(line: 17, column: 35, scope: !12)
!58 = !DILocation(line: 17, column: 7, scope: !12)
!59 = !DILocation(line: 17, column: 10, scope: !12)
!60 = !DILocation(line: 17, column: 5, scope: !12)
!61 = !DILocation(line: 17, column: 15, scope: !12)
!62 = !DILocation(line: 17, column: 18, scope: !12)
!63 = !DILocation(line: 17, column: 23, scope: !12)
!64 = !DILocation(line: 18, column: 9, scope: !12)
!65 = !DILocation(line: 18, column: 12, scope: !12)
!66 = !DILocation(line: 19, column: 28, scope: !12)
!67 = !DILocation(line: 19, column: 38, scope: !12)
!68 = !DILocation(line: 19, column: 41, scope: !12)
!69 = !DILocation(line: 19, column: 49, scope: !12)
!70 = !DILocation(line: 19, column: 51, scope: !12)
!71 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !73)
!72 = distinct !DISubprogram(name: "clampi", scope: !7, file: !7, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !6)
!73 = distinct !DILocation(line: 19, column: 31, scope: !12)
!74 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !73)
!75 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !73)
!76 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !73)
!77 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !73)
!78 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !73)
!79 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !73)
!80 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !73)
!81 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !73)
!82 = !DILocation(line: 19, column: 58, scope: !12)
!83 = !DILocation(line: 19, column: 56, scope: !12)
!84 = !DILocation(line: 19, column: 62, scope: !12)
!85 = !DILocation(line: 19, column: 60, scope: !12)
!86 = !DILocation(line: 19, column: 14, scope: !12)
!87 = !DILocation(line: 19, column: 17, scope: !12)
!88 = !DILocation(line: 19, column: 9, scope: !12)
!89 = !DILocation(line: 19, column: 26, scope: !12)
!90 = !DILocation(line: 20, column: 28, scope: !12)
!91 = !DILocation(line: 20, column: 38, scope: !12)
!92 = !DILocation(line: 20, column: 41, scope: !12)
!93 = !DILocation(line: 20, column: 49, scope: !12)
!94 = !DILocation(line: 20, column: 51, scope: !12)
!95 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !96)
!96 = distinct !DILocation(line: 20, column: 31, scope: !12)
!97 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !96)
!98 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !96)
!99 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !96)
!100 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !96)
!101 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !96)
!102 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !96)
!103 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !96)
!104 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !96)
!105 = !DILocation(line: 20, column: 58, scope: !12)
!106 = !DILocation(line: 20, column: 56, scope: !12)
!107 = !DILocation(line: 20, column: 62, scope: !12)
!108 = !DILocation(line: 20, column: 60, scope: !12)
!109 = !DILocation(line: 20, column: 18, scope: !12)
!110 = !DILocation(line: 20, column: 21, scope: !12)
!111 = !DILocation(line: 20, column: 9, scope: !12)
!112 = !DILocation(line: 20, column: 26, scope: !12)
!113 = !DILocation(line: 21, column: 5, scope: !12)
!114 = !DILocation(line: 22, column: 9, scope: !12)
!115 = !DILocation(line: 22, column: 12, scope: !12)
!116 = !DILocation(line: 23, column: 28, scope: !12)
!117 = !DILocation(line: 23, column: 31, scope: !12)
!118 = !DILocation(line: 23, column: 36, scope: !12)
!119 = !DILocation(line: 23, column: 34, scope: !12)
!120 = !DILocation(line: 23, column: 47, scope: !12)
!121 = !DILocation(line: 23, column: 50, scope: !12)
!122 = !DILocation(line: 23, column: 58, scope: !12)
!123 = !DILocation(line: 23, column: 60, scope: !12)
!124 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !125)
!125 = distinct !DILocation(line: 23, column: 40, scope: !12)
!126 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !125)
!127 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !125)
!128 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !125)
!129 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !125)
!130 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !125)
!131 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !125)
!132 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !125)
!133 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !125)
!134 = !DILocation(line: 23, column: 38, scope: !12)
!135 = !DILocation(line: 23, column: 11, scope: !12)
!136 = !DILocation(line: 23, column: 14, scope: !12)
!137 = !DILocation(line: 23, column: 9, scope: !12)
!138 = !DILocation(line: 23, column: 26, scope: !12)
!139 = !DILocation(line: 24, column: 28, scope: !12)
!140 = !DILocation(line: 24, column: 31, scope: !12)
!141 = !DILocation(line: 24, column: 36, scope: !12)
!142 = !DILocation(line: 24, column: 34, scope: !12)
!143 = !DILocation(line: 24, column: 47, scope: !12)
!144 = !DILocation(line: 24, column: 50, scope: !12)
!145 = !DILocation(line: 24, column: 58, scope: !12)
!146 = !DILocation(line: 24, column: 60, scope: !12)
!147 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !148)
!148 = distinct !DILocation(line: 24, column: 40, scope: !12)
!149 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !148)
!150 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !148)
!151 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !148)
!152 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !148)
!153 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !148)
!154 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !148)
!155 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !148)
!156 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !148)
!157 = !DILocation(line: 24, column: 38, scope: !12)
!158 = !DILocation(line: 24, column: 11, scope: !12)
!159 = !DILocation(line: 24, column: 14, scope: !12)
!160 = !DILocation(line: 24, column: 9, scope: !12)
!161 = !DILocation(line: 24, column: 26, scope: !12)
!162 = !DILocation(line: 25, column: 5, scope: !12)
!163 = !DILocation(line: 26, column: 9, scope: !12)
!164 = !DILocation(line: 26, column: 12, scope: !12)
!165 = !DILocation(line: 26, column: 17, scope: !12)
!166 = !DILocation(line: 26, column: 20, scope: !12)
!167 = !DILocation(line: 26, column: 23, scope: !12)
!168 = !DILocation(line: 27, column: 25, scope: !12)
!169 = !DILocation(line: 27, column: 28, scope: !12)
!170 = !DILocation(line: 27, column: 36, scope: !12)
!171 = !DILocation(line: 27, column: 38, scope: !12)
!172 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !173)
!173 = distinct !DILocation(line: 27, column: 18, scope: !12)
!174 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !173)
!175 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !173)
!176 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !173)
!177 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !173)
!178 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !173)
!179 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !173)
!180 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !173)
!181 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !173)
!182 = !DILocation(line: 27, column: 13, scope: !12)
!183 = !DILocation(line: 27, column: 56, scope: !12)
!184 = !DILocation(line: 27, column: 59, scope: !12)
!185 = !DILocation(line: 27, column: 67, scope: !12)
!186 = !DILocation(line: 27, column: 69, scope: !12)
!187 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !188)
!188 = distinct !DILocation(line: 27, column: 49, scope: !12)
!189 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !188)
!190 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !188)
!191 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !188)
!192 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !188)
!193 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !188)
!194 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !188)
!195 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !188)
!196 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !188)
!197 = !DILocation(line: 27, column: 44, scope: !12)
!198 = !DILocation(line: 28, column: 25, scope: !12)
!199 = !DILocation(line: 28, column: 28, scope: !12)
!200 = !DILocation(line: 28, column: 36, scope: !12)
!201 = !DILocation(line: 28, column: 38, scope: !12)
!202 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !203)
!203 = distinct !DILocation(line: 28, column: 18, scope: !12)
!204 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !203)
!205 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !203)
!206 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !203)
!207 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !203)
!208 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !203)
!209 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !203)
!210 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !203)
!211 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !203)
!212 = !DILocation(line: 28, column: 13, scope: !12)
!213 = !DILocation(line: 28, column: 56, scope: !12)
!214 = !DILocation(line: 28, column: 59, scope: !12)
!215 = !DILocation(line: 28, column: 67, scope: !12)
!216 = !DILocation(line: 28, column: 69, scope: !12)
!217 = !DILocation(line: 8, column: 71, scope: !72, inlinedAt: !218)
!218 = distinct !DILocation(line: 28, column: 49, scope: !12)
!219 = !DILocation(line: 8, column: 75, scope: !72, inlinedAt: !218)
!220 = !DILocation(line: 8, column: 73, scope: !72, inlinedAt: !218)
!221 = !DILocation(line: 8, column: 80, scope: !72, inlinedAt: !218)
!222 = !DILocation(line: 8, column: 86, scope: !72, inlinedAt: !218)
!223 = !DILocation(line: 8, column: 90, scope: !72, inlinedAt: !218)
!224 = !DILocation(line: 8, column: 88, scope: !72, inlinedAt: !218)
!225 = !DILocation(line: 8, column: 95, scope: !72, inlinedAt: !218)
!226 = !DILocation(line: 8, column: 100, scope: !72, inlinedAt: !218)
!227 = !DILocation(line: 28, column: 44, scope: !12)
!228 = !DILocation(line: 29, column: 27, scope: !12)
!229 = !DILocation(line: 29, column: 30, scope: !12)
!230 = !DILocation(line: 29, column: 35, scope: !12)
!231 = !DILocation(line: 29, column: 33, scope: !12)
!232 = !DILocation(line: 29, column: 39, scope: !12)
!233 = !DILocation(line: 29, column: 37, scope: !12)
!234 = !DILocation(line: 29, column: 25, scope: !12)
!235 = !DILocation(line: 30, column: 27, scope: !12)
!236 = !DILocation(line: 30, column: 30, scope: !12)
!237 = !DILocation(line: 30, column: 35, scope: !12)
!238 = !DILocation(line: 30, column: 33, scope: !12)
!239 = !DILocation(line: 30, column: 39, scope: !12)
!240 = !DILocation(line: 30, column: 37, scope: !12)
!241 = !DILocation(line: 30, column: 25, scope: !12)
!242 = !DILocation(line: 31, column: 27, scope: !12)
!243 = !DILocation(line: 31, column: 30, scope: !12)
!244 = !DILocation(line: 31, column: 35, scope: !12)
!245 = !DILocation(line: 31, column: 33, scope: !12)
!246 = !DILocation(line: 31, column: 39, scope: !12)
!247 = !DILocation(line: 31, column: 37, scope: !12)
!248 = !DILocation(line: 31, column: 25, scope: !12)
!249 = !DILocation(line: 32, column: 27, scope: !12)
!250 = !DILocation(line: 32, column: 30, scope: !12)
!251 = !DILocation(line: 32, column: 35, scope: !12)
!252 = !DILocation(line: 32, column: 33, scope: !12)
!253 = !DILocation(line: 32, column: 39, scope: !12)
!254 = !DILocation(line: 32, column: 37, scope: !12)
!255 = !DILocation(line: 32, column: 25, scope: !12)
!256 = !DILocation(line: 33, column: 5, scope: !12)
!257 = !DILocation(line: 34, column: 5, scope: !12)
!258 = !DILocation(line: 35, column: 11, scope: !12)
!259 = !DILocation(line: 36, column: 14, scope: !12)
!260 = !DILocation(line: 36, column: 10, scope: !12)
!261 = !DILocation(line: 36, column: 22, scope: !12)
!262 = !DILocation(line: 36, column: 25, scope: !12)
!263 = !DILocation(line: 36, column: 5, scope: !12)
!264 = !DILocation(line: 37, column: 18, scope: !12)
!265 = !DILocation(line: 37, column: 14, scope: !12)
!266 = !DILocation(line: 37, column: 26, scope: !12)
!267 = !DILocation(line: 37, column: 29, scope: !12)
!268 = !DILocation(line: 37, column: 9, scope: !12)
!269 = !DILocation(line: 38, column: 20, scope: !12)
!270 = !DILocation(line: 38, column: 25, scope: !12)
!271 = !DILocation(line: 38, column: 23, scope: !12)
!272 = !DILocation(line: 38, column: 18, scope: !12)
!273 = !DILocation(line: 38, column: 29, scope: !12)
!274 = !DILocation(line: 38, column: 34, scope: !12)
!275 = !DILocation(line: 38, column: 32, scope: !12)
!276 = !DILocation(line: 38, column: 15, scope: !12)
!277 = !DILocation(line: 38, column: 13, scope: !12)
!278 = !DILocation(line: 37, column: 34, scope: !12)
!279 = distinct !{!279, !268, !280, !281}
!280 = !DILocation(line: 38, column: 36, scope: !12)
!281 = !{!"llvm.loop.mustprogress"}
!282 = !DILocation(line: 36, column: 30, scope: !12)
!283 = distinct !{!283, !263, !280, !281}
!284 = !DILocation(line: 39, column: 24, scope: !12)
!285 = !DILocation(line: 39, column: 26, scope: !12)
!286 = !DILocation(line: 39, column: 5, scope: !12)
!287 = !DILocation(line: 39, column: 9, scope: !12)
!288 = !DILocation(line: 39, column: 14, scope: !12)
!289 = !DILocation(line: 39, column: 12, scope: !12)
!290 = !DILocation(line: 39, column: 18, scope: !12)
!291 = !DILocation(line: 39, column: 16, scope: !12)
!292 = !DILocation(line: 39, column: 22, scope: !12)
!293 = !DILocation(line: 40, column: 1, scope: !12)
