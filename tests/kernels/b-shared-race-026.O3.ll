; ModuleID = 'b-shared-race-026.cu'
source_filename = "b-shared-race-026.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ29b_bitonic_sort_noinnerbarrierE1s = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_bitonic_sort_noinnerbarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 8, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !24
  %9 = load i32, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %10, !dbg !29
  store i32 %9, ptr %11, align 4, !dbg !30, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !31
  %12 = xor i32 %3, 1, !dbg !32
  %13 = icmp ugt i32 %12, %3, !dbg !33
  br i1 %13, label %411, label %421, !dbg !34

14:                                               ; preds = %421
  %15 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %16 = zext nneg i32 %424 to i64, !dbg !36
  %17 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %16, !dbg !36
  %18 = load i32, ptr %17, align 4, !dbg !36, !tbaa !25
  %19 = icmp sgt i32 %15, %18, !dbg !37
  %20 = xor i1 %423, %19, !dbg !38
  br i1 %20, label %21, label %22, !dbg !39

21:                                               ; preds = %14
  store i32 %18, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %15, ptr %17, align 4, !dbg !41, !tbaa !25
  br label %22, !dbg !42

22:                                               ; preds = %21, %14, %421
  %23 = xor i32 %3, 1, !dbg !32
  %24 = icmp ugt i32 %23, %3, !dbg !33
  br i1 %24, label %25, label %33, !dbg !34

25:                                               ; preds = %22
  %26 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %27 = zext nneg i32 %23 to i64, !dbg !36
  %28 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %27, !dbg !36
  %29 = load i32, ptr %28, align 4, !dbg !36, !tbaa !25
  %30 = icmp sgt i32 %26, %29, !dbg !37
  %31 = xor i1 %423, %30, !dbg !38
  br i1 %31, label %32, label %33, !dbg !39

32:                                               ; preds = %25
  store i32 %29, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %26, ptr %28, align 4, !dbg !41, !tbaa !25
  br label %33, !dbg !42

33:                                               ; preds = %22, %25, %32
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %34 = and i32 %3, 8
  %35 = icmp ne i32 %34, 0
  %36 = xor i32 %3, 4, !dbg !32
  %37 = icmp ugt i32 %36, %3, !dbg !33
  br i1 %37, label %38, label %46, !dbg !34

38:                                               ; preds = %33
  %39 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %40 = zext nneg i32 %36 to i64, !dbg !36
  %41 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %40, !dbg !36
  %42 = load i32, ptr %41, align 4, !dbg !36, !tbaa !25
  %43 = icmp sgt i32 %39, %42, !dbg !37
  %44 = xor i1 %35, %43, !dbg !38
  br i1 %44, label %45, label %46, !dbg !39

45:                                               ; preds = %38
  store i32 %42, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %39, ptr %41, align 4, !dbg !41, !tbaa !25
  br label %46, !dbg !42

46:                                               ; preds = %45, %38, %33
  %47 = xor i32 %3, 2, !dbg !32
  %48 = icmp ugt i32 %47, %3, !dbg !33
  br i1 %48, label %49, label %57, !dbg !34

49:                                               ; preds = %46
  %50 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %51 = zext nneg i32 %47 to i64, !dbg !36
  %52 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %51, !dbg !36
  %53 = load i32, ptr %52, align 4, !dbg !36, !tbaa !25
  %54 = icmp sgt i32 %50, %53, !dbg !37
  %55 = xor i1 %35, %54, !dbg !38
  br i1 %55, label %56, label %57, !dbg !39

56:                                               ; preds = %49
  store i32 %53, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %50, ptr %52, align 4, !dbg !41, !tbaa !25
  br label %57, !dbg !42

57:                                               ; preds = %56, %49, %46
  %58 = xor i32 %3, 1, !dbg !32
  %59 = icmp ugt i32 %58, %3, !dbg !33
  br i1 %59, label %60, label %68, !dbg !34

60:                                               ; preds = %57
  %61 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %62 = zext nneg i32 %58 to i64, !dbg !36
  %63 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %62, !dbg !36
  %64 = load i32, ptr %63, align 4, !dbg !36, !tbaa !25
  %65 = icmp sgt i32 %61, %64, !dbg !37
  %66 = xor i1 %35, %65, !dbg !38
  br i1 %66, label %67, label %68, !dbg !39

67:                                               ; preds = %60
  store i32 %64, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %61, ptr %63, align 4, !dbg !41, !tbaa !25
  br label %68, !dbg !42

68:                                               ; preds = %57, %60, %67
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %69 = and i32 %3, 16
  %70 = icmp ne i32 %69, 0
  %71 = xor i32 %3, 8, !dbg !32
  %72 = icmp ugt i32 %71, %3, !dbg !33
  br i1 %72, label %73, label %81, !dbg !34

73:                                               ; preds = %68
  %74 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %75 = zext nneg i32 %71 to i64, !dbg !36
  %76 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %75, !dbg !36
  %77 = load i32, ptr %76, align 4, !dbg !36, !tbaa !25
  %78 = icmp sgt i32 %74, %77, !dbg !37
  %79 = xor i1 %70, %78, !dbg !38
  br i1 %79, label %80, label %81, !dbg !39

80:                                               ; preds = %73
  store i32 %77, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %74, ptr %76, align 4, !dbg !41, !tbaa !25
  br label %81, !dbg !42

81:                                               ; preds = %80, %73, %68
  %82 = xor i32 %3, 4, !dbg !32
  %83 = icmp ugt i32 %82, %3, !dbg !33
  br i1 %83, label %84, label %92, !dbg !34

84:                                               ; preds = %81
  %85 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %86 = zext nneg i32 %82 to i64, !dbg !36
  %87 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %86, !dbg !36
  %88 = load i32, ptr %87, align 4, !dbg !36, !tbaa !25
  %89 = icmp sgt i32 %85, %88, !dbg !37
  %90 = xor i1 %70, %89, !dbg !38
  br i1 %90, label %91, label %92, !dbg !39

91:                                               ; preds = %84
  store i32 %88, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %85, ptr %87, align 4, !dbg !41, !tbaa !25
  br label %92, !dbg !42

92:                                               ; preds = %91, %84, %81
  %93 = xor i32 %3, 2, !dbg !32
  %94 = icmp ugt i32 %93, %3, !dbg !33
  br i1 %94, label %95, label %103, !dbg !34

95:                                               ; preds = %92
  %96 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %97 = zext nneg i32 %93 to i64, !dbg !36
  %98 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %97, !dbg !36
  %99 = load i32, ptr %98, align 4, !dbg !36, !tbaa !25
  %100 = icmp sgt i32 %96, %99, !dbg !37
  %101 = xor i1 %70, %100, !dbg !38
  br i1 %101, label %102, label %103, !dbg !39

102:                                              ; preds = %95
  store i32 %99, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %96, ptr %98, align 4, !dbg !41, !tbaa !25
  br label %103, !dbg !42

103:                                              ; preds = %102, %95, %92
  %104 = xor i32 %3, 1, !dbg !32
  %105 = icmp ugt i32 %104, %3, !dbg !33
  br i1 %105, label %106, label %114, !dbg !34

106:                                              ; preds = %103
  %107 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %108 = zext nneg i32 %104 to i64, !dbg !36
  %109 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %108, !dbg !36
  %110 = load i32, ptr %109, align 4, !dbg !36, !tbaa !25
  %111 = icmp sgt i32 %107, %110, !dbg !37
  %112 = xor i1 %70, %111, !dbg !38
  br i1 %112, label %113, label %114, !dbg !39

113:                                              ; preds = %106
  store i32 %110, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %107, ptr %109, align 4, !dbg !41, !tbaa !25
  br label %114, !dbg !42

114:                                              ; preds = %103, %106, %113
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %115 = and i32 %3, 32
  %116 = icmp ne i32 %115, 0
  %117 = xor i32 %3, 16, !dbg !32
  %118 = icmp ugt i32 %117, %3, !dbg !33
  br i1 %118, label %119, label %127, !dbg !34

119:                                              ; preds = %114
  %120 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %121 = zext nneg i32 %117 to i64, !dbg !36
  %122 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %121, !dbg !36
  %123 = load i32, ptr %122, align 4, !dbg !36, !tbaa !25
  %124 = icmp sgt i32 %120, %123, !dbg !37
  %125 = xor i1 %116, %124, !dbg !38
  br i1 %125, label %126, label %127, !dbg !39

126:                                              ; preds = %119
  store i32 %123, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %120, ptr %122, align 4, !dbg !41, !tbaa !25
  br label %127, !dbg !42

127:                                              ; preds = %126, %119, %114
  %128 = xor i32 %3, 8, !dbg !32
  %129 = icmp ugt i32 %128, %3, !dbg !33
  br i1 %129, label %130, label %138, !dbg !34

130:                                              ; preds = %127
  %131 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %132 = zext nneg i32 %128 to i64, !dbg !36
  %133 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %132, !dbg !36
  %134 = load i32, ptr %133, align 4, !dbg !36, !tbaa !25
  %135 = icmp sgt i32 %131, %134, !dbg !37
  %136 = xor i1 %116, %135, !dbg !38
  br i1 %136, label %137, label %138, !dbg !39

137:                                              ; preds = %130
  store i32 %134, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %131, ptr %133, align 4, !dbg !41, !tbaa !25
  br label %138, !dbg !42

138:                                              ; preds = %137, %130, %127
  %139 = xor i32 %3, 4, !dbg !32
  %140 = icmp ugt i32 %139, %3, !dbg !33
  br i1 %140, label %141, label %149, !dbg !34

141:                                              ; preds = %138
  %142 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %143 = zext nneg i32 %139 to i64, !dbg !36
  %144 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %143, !dbg !36
  %145 = load i32, ptr %144, align 4, !dbg !36, !tbaa !25
  %146 = icmp sgt i32 %142, %145, !dbg !37
  %147 = xor i1 %116, %146, !dbg !38
  br i1 %147, label %148, label %149, !dbg !39

148:                                              ; preds = %141
  store i32 %145, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %142, ptr %144, align 4, !dbg !41, !tbaa !25
  br label %149, !dbg !42

149:                                              ; preds = %148, %141, %138
  %150 = xor i32 %3, 2, !dbg !32
  %151 = icmp ugt i32 %150, %3, !dbg !33
  br i1 %151, label %152, label %160, !dbg !34

152:                                              ; preds = %149
  %153 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %154 = zext nneg i32 %150 to i64, !dbg !36
  %155 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %154, !dbg !36
  %156 = load i32, ptr %155, align 4, !dbg !36, !tbaa !25
  %157 = icmp sgt i32 %153, %156, !dbg !37
  %158 = xor i1 %116, %157, !dbg !38
  br i1 %158, label %159, label %160, !dbg !39

159:                                              ; preds = %152
  store i32 %156, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %153, ptr %155, align 4, !dbg !41, !tbaa !25
  br label %160, !dbg !42

160:                                              ; preds = %159, %152, %149
  %161 = xor i32 %3, 1, !dbg !32
  %162 = icmp ugt i32 %161, %3, !dbg !33
  br i1 %162, label %163, label %171, !dbg !34

163:                                              ; preds = %160
  %164 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %165 = zext nneg i32 %161 to i64, !dbg !36
  %166 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %165, !dbg !36
  %167 = load i32, ptr %166, align 4, !dbg !36, !tbaa !25
  %168 = icmp sgt i32 %164, %167, !dbg !37
  %169 = xor i1 %116, %168, !dbg !38
  br i1 %169, label %170, label %171, !dbg !39

170:                                              ; preds = %163
  store i32 %167, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %164, ptr %166, align 4, !dbg !41, !tbaa !25
  br label %171, !dbg !42

171:                                              ; preds = %160, %163, %170
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %172 = and i32 %3, 64
  %173 = icmp ne i32 %172, 0
  %174 = xor i32 %3, 32, !dbg !32
  %175 = icmp ugt i32 %174, %3, !dbg !33
  br i1 %175, label %176, label %184, !dbg !34

176:                                              ; preds = %171
  %177 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %178 = zext nneg i32 %174 to i64, !dbg !36
  %179 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %178, !dbg !36
  %180 = load i32, ptr %179, align 4, !dbg !36, !tbaa !25
  %181 = icmp sgt i32 %177, %180, !dbg !37
  %182 = xor i1 %173, %181, !dbg !38
  br i1 %182, label %183, label %184, !dbg !39

183:                                              ; preds = %176
  store i32 %180, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %177, ptr %179, align 4, !dbg !41, !tbaa !25
  br label %184, !dbg !42

184:                                              ; preds = %183, %176, %171
  %185 = xor i32 %3, 16, !dbg !32
  %186 = icmp ugt i32 %185, %3, !dbg !33
  br i1 %186, label %187, label %195, !dbg !34

187:                                              ; preds = %184
  %188 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %189 = zext nneg i32 %185 to i64, !dbg !36
  %190 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %189, !dbg !36
  %191 = load i32, ptr %190, align 4, !dbg !36, !tbaa !25
  %192 = icmp sgt i32 %188, %191, !dbg !37
  %193 = xor i1 %173, %192, !dbg !38
  br i1 %193, label %194, label %195, !dbg !39

194:                                              ; preds = %187
  store i32 %191, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %188, ptr %190, align 4, !dbg !41, !tbaa !25
  br label %195, !dbg !42

195:                                              ; preds = %194, %187, %184
  %196 = xor i32 %3, 8, !dbg !32
  %197 = icmp ugt i32 %196, %3, !dbg !33
  br i1 %197, label %198, label %206, !dbg !34

198:                                              ; preds = %195
  %199 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %200 = zext nneg i32 %196 to i64, !dbg !36
  %201 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %200, !dbg !36
  %202 = load i32, ptr %201, align 4, !dbg !36, !tbaa !25
  %203 = icmp sgt i32 %199, %202, !dbg !37
  %204 = xor i1 %173, %203, !dbg !38
  br i1 %204, label %205, label %206, !dbg !39

205:                                              ; preds = %198
  store i32 %202, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %199, ptr %201, align 4, !dbg !41, !tbaa !25
  br label %206, !dbg !42

206:                                              ; preds = %205, %198, %195
  %207 = xor i32 %3, 4, !dbg !32
  %208 = icmp ugt i32 %207, %3, !dbg !33
  br i1 %208, label %209, label %217, !dbg !34

209:                                              ; preds = %206
  %210 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %211 = zext nneg i32 %207 to i64, !dbg !36
  %212 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %211, !dbg !36
  %213 = load i32, ptr %212, align 4, !dbg !36, !tbaa !25
  %214 = icmp sgt i32 %210, %213, !dbg !37
  %215 = xor i1 %173, %214, !dbg !38
  br i1 %215, label %216, label %217, !dbg !39

216:                                              ; preds = %209
  store i32 %213, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %210, ptr %212, align 4, !dbg !41, !tbaa !25
  br label %217, !dbg !42

217:                                              ; preds = %216, %209, %206
  %218 = xor i32 %3, 2, !dbg !32
  %219 = icmp ugt i32 %218, %3, !dbg !33
  br i1 %219, label %220, label %228, !dbg !34

220:                                              ; preds = %217
  %221 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %222 = zext nneg i32 %218 to i64, !dbg !36
  %223 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %222, !dbg !36
  %224 = load i32, ptr %223, align 4, !dbg !36, !tbaa !25
  %225 = icmp sgt i32 %221, %224, !dbg !37
  %226 = xor i1 %173, %225, !dbg !38
  br i1 %226, label %227, label %228, !dbg !39

227:                                              ; preds = %220
  store i32 %224, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %221, ptr %223, align 4, !dbg !41, !tbaa !25
  br label %228, !dbg !42

228:                                              ; preds = %227, %220, %217
  %229 = xor i32 %3, 1, !dbg !32
  %230 = icmp ugt i32 %229, %3, !dbg !33
  br i1 %230, label %231, label %239, !dbg !34

231:                                              ; preds = %228
  %232 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %233 = zext nneg i32 %229 to i64, !dbg !36
  %234 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %233, !dbg !36
  %235 = load i32, ptr %234, align 4, !dbg !36, !tbaa !25
  %236 = icmp sgt i32 %232, %235, !dbg !37
  %237 = xor i1 %173, %236, !dbg !38
  br i1 %237, label %238, label %239, !dbg !39

238:                                              ; preds = %231
  store i32 %235, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %232, ptr %234, align 4, !dbg !41, !tbaa !25
  br label %239, !dbg !42

239:                                              ; preds = %228, %231, %238
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %240 = and i32 %3, 128
  %241 = icmp ne i32 %240, 0
  %242 = xor i32 %3, 64, !dbg !32
  %243 = icmp ugt i32 %242, %3, !dbg !33
  br i1 %243, label %244, label %252, !dbg !34

244:                                              ; preds = %239
  %245 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %246 = zext nneg i32 %242 to i64, !dbg !36
  %247 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %246, !dbg !36
  %248 = load i32, ptr %247, align 4, !dbg !36, !tbaa !25
  %249 = icmp sgt i32 %245, %248, !dbg !37
  %250 = xor i1 %241, %249, !dbg !38
  br i1 %250, label %251, label %252, !dbg !39

251:                                              ; preds = %244
  store i32 %248, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %245, ptr %247, align 4, !dbg !41, !tbaa !25
  br label %252, !dbg !42

252:                                              ; preds = %251, %244, %239
  %253 = xor i32 %3, 32, !dbg !32
  %254 = icmp ugt i32 %253, %3, !dbg !33
  br i1 %254, label %255, label %263, !dbg !34

255:                                              ; preds = %252
  %256 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %257 = zext nneg i32 %253 to i64, !dbg !36
  %258 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %257, !dbg !36
  %259 = load i32, ptr %258, align 4, !dbg !36, !tbaa !25
  %260 = icmp sgt i32 %256, %259, !dbg !37
  %261 = xor i1 %241, %260, !dbg !38
  br i1 %261, label %262, label %263, !dbg !39

262:                                              ; preds = %255
  store i32 %259, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %256, ptr %258, align 4, !dbg !41, !tbaa !25
  br label %263, !dbg !42

263:                                              ; preds = %262, %255, %252
  %264 = xor i32 %3, 16, !dbg !32
  %265 = icmp ugt i32 %264, %3, !dbg !33
  br i1 %265, label %266, label %274, !dbg !34

266:                                              ; preds = %263
  %267 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %268 = zext nneg i32 %264 to i64, !dbg !36
  %269 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %268, !dbg !36
  %270 = load i32, ptr %269, align 4, !dbg !36, !tbaa !25
  %271 = icmp sgt i32 %267, %270, !dbg !37
  %272 = xor i1 %241, %271, !dbg !38
  br i1 %272, label %273, label %274, !dbg !39

273:                                              ; preds = %266
  store i32 %270, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %267, ptr %269, align 4, !dbg !41, !tbaa !25
  br label %274, !dbg !42

274:                                              ; preds = %273, %266, %263
  %275 = xor i32 %3, 8, !dbg !32
  %276 = icmp ugt i32 %275, %3, !dbg !33
  br i1 %276, label %277, label %285, !dbg !34

277:                                              ; preds = %274
  %278 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %279 = zext nneg i32 %275 to i64, !dbg !36
  %280 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %279, !dbg !36
  %281 = load i32, ptr %280, align 4, !dbg !36, !tbaa !25
  %282 = icmp sgt i32 %278, %281, !dbg !37
  %283 = xor i1 %241, %282, !dbg !38
  br i1 %283, label %284, label %285, !dbg !39

284:                                              ; preds = %277
  store i32 %281, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %278, ptr %280, align 4, !dbg !41, !tbaa !25
  br label %285, !dbg !42

285:                                              ; preds = %284, %277, %274
  %286 = xor i32 %3, 4, !dbg !32
  %287 = icmp ugt i32 %286, %3, !dbg !33
  br i1 %287, label %288, label %296, !dbg !34

288:                                              ; preds = %285
  %289 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %290 = zext nneg i32 %286 to i64, !dbg !36
  %291 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %290, !dbg !36
  %292 = load i32, ptr %291, align 4, !dbg !36, !tbaa !25
  %293 = icmp sgt i32 %289, %292, !dbg !37
  %294 = xor i1 %241, %293, !dbg !38
  br i1 %294, label %295, label %296, !dbg !39

295:                                              ; preds = %288
  store i32 %292, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %289, ptr %291, align 4, !dbg !41, !tbaa !25
  br label %296, !dbg !42

296:                                              ; preds = %295, %288, %285
  %297 = xor i32 %3, 2, !dbg !32
  %298 = icmp ugt i32 %297, %3, !dbg !33
  br i1 %298, label %299, label %307, !dbg !34

299:                                              ; preds = %296
  %300 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %301 = zext nneg i32 %297 to i64, !dbg !36
  %302 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %301, !dbg !36
  %303 = load i32, ptr %302, align 4, !dbg !36, !tbaa !25
  %304 = icmp sgt i32 %300, %303, !dbg !37
  %305 = xor i1 %241, %304, !dbg !38
  br i1 %305, label %306, label %307, !dbg !39

306:                                              ; preds = %299
  store i32 %303, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %300, ptr %302, align 4, !dbg !41, !tbaa !25
  br label %307, !dbg !42

307:                                              ; preds = %306, %299, %296
  %308 = xor i32 %3, 1, !dbg !32
  %309 = icmp ugt i32 %308, %3, !dbg !33
  br i1 %309, label %310, label %318, !dbg !34

310:                                              ; preds = %307
  %311 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %312 = zext nneg i32 %308 to i64, !dbg !36
  %313 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %312, !dbg !36
  %314 = load i32, ptr %313, align 4, !dbg !36, !tbaa !25
  %315 = icmp sgt i32 %311, %314, !dbg !37
  %316 = xor i1 %241, %315, !dbg !38
  br i1 %316, label %317, label %318, !dbg !39

317:                                              ; preds = %310
  store i32 %314, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %311, ptr %313, align 4, !dbg !41, !tbaa !25
  br label %318, !dbg !42

318:                                              ; preds = %307, %310, %317
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %319 = and i32 %3, 256
  %320 = icmp ne i32 %319, 0
  %321 = xor i32 %3, 128, !dbg !32
  %322 = icmp ugt i32 %321, %3, !dbg !33
  br i1 %322, label %323, label %331, !dbg !34

323:                                              ; preds = %318
  %324 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %325 = zext nneg i32 %321 to i64, !dbg !36
  %326 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %325, !dbg !36
  %327 = load i32, ptr %326, align 4, !dbg !36, !tbaa !25
  %328 = icmp sgt i32 %324, %327, !dbg !37
  %329 = xor i1 %320, %328, !dbg !38
  br i1 %329, label %330, label %331, !dbg !39

330:                                              ; preds = %323
  store i32 %327, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %324, ptr %326, align 4, !dbg !41, !tbaa !25
  br label %331, !dbg !42

331:                                              ; preds = %330, %323, %318
  %332 = xor i32 %3, 64, !dbg !32
  %333 = icmp ugt i32 %332, %3, !dbg !33
  br i1 %333, label %334, label %342, !dbg !34

334:                                              ; preds = %331
  %335 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %336 = zext nneg i32 %332 to i64, !dbg !36
  %337 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %336, !dbg !36
  %338 = load i32, ptr %337, align 4, !dbg !36, !tbaa !25
  %339 = icmp sgt i32 %335, %338, !dbg !37
  %340 = xor i1 %320, %339, !dbg !38
  br i1 %340, label %341, label %342, !dbg !39

341:                                              ; preds = %334
  store i32 %338, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %335, ptr %337, align 4, !dbg !41, !tbaa !25
  br label %342, !dbg !42

342:                                              ; preds = %341, %334, %331
  %343 = xor i32 %3, 32, !dbg !32
  %344 = icmp ugt i32 %343, %3, !dbg !33
  br i1 %344, label %345, label %353, !dbg !34

345:                                              ; preds = %342
  %346 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %347 = zext nneg i32 %343 to i64, !dbg !36
  %348 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %347, !dbg !36
  %349 = load i32, ptr %348, align 4, !dbg !36, !tbaa !25
  %350 = icmp sgt i32 %346, %349, !dbg !37
  %351 = xor i1 %320, %350, !dbg !38
  br i1 %351, label %352, label %353, !dbg !39

352:                                              ; preds = %345
  store i32 %349, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %346, ptr %348, align 4, !dbg !41, !tbaa !25
  br label %353, !dbg !42

353:                                              ; preds = %352, %345, %342
  %354 = xor i32 %3, 16, !dbg !32
  %355 = icmp ugt i32 %354, %3, !dbg !33
  br i1 %355, label %356, label %364, !dbg !34

356:                                              ; preds = %353
  %357 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %358 = zext nneg i32 %354 to i64, !dbg !36
  %359 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %358, !dbg !36
  %360 = load i32, ptr %359, align 4, !dbg !36, !tbaa !25
  %361 = icmp sgt i32 %357, %360, !dbg !37
  %362 = xor i1 %320, %361, !dbg !38
  br i1 %362, label %363, label %364, !dbg !39

363:                                              ; preds = %356
  store i32 %360, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %357, ptr %359, align 4, !dbg !41, !tbaa !25
  br label %364, !dbg !42

364:                                              ; preds = %363, %356, %353
  %365 = xor i32 %3, 8, !dbg !32
  %366 = icmp ugt i32 %365, %3, !dbg !33
  br i1 %366, label %367, label %375, !dbg !34

367:                                              ; preds = %364
  %368 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %369 = zext nneg i32 %365 to i64, !dbg !36
  %370 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %369, !dbg !36
  %371 = load i32, ptr %370, align 4, !dbg !36, !tbaa !25
  %372 = icmp sgt i32 %368, %371, !dbg !37
  %373 = xor i1 %320, %372, !dbg !38
  br i1 %373, label %374, label %375, !dbg !39

374:                                              ; preds = %367
  store i32 %371, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %368, ptr %370, align 4, !dbg !41, !tbaa !25
  br label %375, !dbg !42

375:                                              ; preds = %374, %367, %364
  %376 = xor i32 %3, 4, !dbg !32
  %377 = icmp ugt i32 %376, %3, !dbg !33
  br i1 %377, label %378, label %386, !dbg !34

378:                                              ; preds = %375
  %379 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %380 = zext nneg i32 %376 to i64, !dbg !36
  %381 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %380, !dbg !36
  %382 = load i32, ptr %381, align 4, !dbg !36, !tbaa !25
  %383 = icmp sgt i32 %379, %382, !dbg !37
  %384 = xor i1 %320, %383, !dbg !38
  br i1 %384, label %385, label %386, !dbg !39

385:                                              ; preds = %378
  store i32 %382, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %379, ptr %381, align 4, !dbg !41, !tbaa !25
  br label %386, !dbg !42

386:                                              ; preds = %385, %378, %375
  %387 = xor i32 %3, 2, !dbg !32
  %388 = icmp ugt i32 %387, %3, !dbg !33
  br i1 %388, label %389, label %397, !dbg !34

389:                                              ; preds = %386
  %390 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %391 = zext nneg i32 %387 to i64, !dbg !36
  %392 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %391, !dbg !36
  %393 = load i32, ptr %392, align 4, !dbg !36, !tbaa !25
  %394 = icmp sgt i32 %390, %393, !dbg !37
  %395 = xor i1 %320, %394, !dbg !38
  br i1 %395, label %396, label %397, !dbg !39

396:                                              ; preds = %389
  store i32 %393, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %390, ptr %392, align 4, !dbg !41, !tbaa !25
  br label %397, !dbg !42

397:                                              ; preds = %396, %389, %386
  %398 = xor i32 %3, 1, !dbg !32
  %399 = icmp ugt i32 %398, %3, !dbg !33
  br i1 %399, label %400, label %408, !dbg !34

400:                                              ; preds = %397
  %401 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %402 = zext nneg i32 %398 to i64, !dbg !36
  %403 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %402, !dbg !36
  %404 = load i32, ptr %403, align 4, !dbg !36, !tbaa !25
  %405 = icmp sgt i32 %401, %404, !dbg !37
  %406 = xor i1 %320, %405, !dbg !38
  br i1 %406, label %407, label %408, !dbg !39

407:                                              ; preds = %400
  store i32 %404, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %401, ptr %403, align 4, !dbg !41, !tbaa !25
  br label %408, !dbg !42

408:                                              ; preds = %397, %400, %407
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %409 = load i32, ptr %11, align 4, !dbg !44, !tbaa !25
  %410 = getelementptr inbounds i32, ptr %0, i64 %7, !dbg !45
  store i32 %409, ptr %410, align 4, !dbg !46, !tbaa !25
  ret void, !dbg !47

411:                                              ; preds = %2
  %412 = and i32 %3, 2
  %413 = icmp ne i32 %412, 0
  %414 = load i32, ptr %11, align 4, !dbg !35, !tbaa !25
  %415 = zext nneg i32 %12 to i64, !dbg !36
  %416 = getelementptr inbounds [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ29b_bitonic_sort_noinnerbarrierE1s to ptr), i64 0, i64 %415, !dbg !36
  %417 = load i32, ptr %416, align 4, !dbg !36, !tbaa !25
  %418 = icmp sgt i32 %414, %417, !dbg !37
  %419 = xor i1 %413, %418, !dbg !38
  br i1 %419, label %420, label %421, !dbg !39

420:                                              ; preds = %411
  store i32 %417, ptr %11, align 4, !dbg !40, !tbaa !25
  store i32 %414, ptr %416, align 4, !dbg !41, !tbaa !25
  br label %421, !dbg !42

421:                                              ; preds = %411, %420, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %422 = and i32 %3, 4
  %423 = icmp ne i32 %422, 0
  %424 = xor i32 %3, 2, !dbg !32
  %425 = icmp ugt i32 %424, %3, !dbg !33
  br i1 %425, label %14, label %22, !dbg !34
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "b-shared-race-026.cu", directory: ".")
!8 = !{ptr @b_bitonic_sort_noinnerbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_bitonic_sort_noinnerbarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!17 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 13, column: 13, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
!21 = distinct !DILocation(line: 14, column: 15, scope: !12)
!22 = !DILocation(line: 14, column: 26, scope: !12)
!23 = !DILocation(line: 14, column: 30, scope: !12)
!24 = !DILocation(line: 14, column: 12, scope: !12)
!25 = !{!26, !26, i64 0}
!26 = !{!"int", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 5, scope: !12)
!30 = !DILocation(line: 14, column: 10, scope: !12)
!31 = !DILocation(line: 15, column: 5, scope: !12)
!32 = !DILocation(line: 18, column: 23, scope: !12)
!33 = !DILocation(line: 19, column: 19, scope: !12)
!34 = !DILocation(line: 19, column: 17, scope: !12)
!35 = !DILocation(line: 20, column: 25, scope: !12)
!36 = !DILocation(line: 20, column: 35, scope: !12)
!37 = !DILocation(line: 22, column: 24, scope: !12)
!38 = !DILocation(line: 22, column: 29, scope: !12)
!39 = !DILocation(line: 22, column: 21, scope: !12)
!40 = !DILocation(line: 22, column: 43, scope: !12)
!41 = !DILocation(line: 22, column: 53, scope: !12)
!42 = !DILocation(line: 22, column: 58, scope: !12)
!43 = !DILocation(line: 26, column: 9, scope: !12)
!44 = !DILocation(line: 28, column: 31, scope: !12)
!45 = !DILocation(line: 28, column: 5, scope: !12)
!46 = !DILocation(line: 28, column: 29, scope: !12)
!47 = !DILocation(line: 29, column: 1, scope: !12)
