; ModuleID = 'b-shared-race-028.cu'
source_filename = "b-shared-race-028.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s = internal unnamed_addr addrspace(3) global [512 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @b_bitonic_sort_pairs_noinnerbarrier(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !12 {
  %3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %4 = tail call noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %5 = shl i32 %4, 9, !dbg !22
  %6 = add i32 %5, %3, !dbg !23
  %7 = zext i32 %6 to i64, !dbg !24
  %8 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !24
  %9 = load float, ptr %8, align 4, !dbg !24, !tbaa !25
  %10 = zext nneg i32 %3 to i64, !dbg !29
  %11 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %10, !dbg !29
  store float %9, ptr %11, align 4, !dbg !30, !tbaa !25
  %12 = add i32 %6, 256, !dbg !31
  %13 = zext i32 %12 to i64, !dbg !32
  %14 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !32
  %15 = load float, ptr %14, align 4, !dbg !32, !tbaa !25
  %16 = add nuw nsw i32 %3, 256, !dbg !33
  %17 = zext nneg i32 %16 to i64, !dbg !34
  %18 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %17, !dbg !34
  store float %15, ptr %18, align 4, !dbg !35, !tbaa !25
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %19 = shl nuw nsw i32 %3, 1, !dbg !37
  %20 = zext nneg i32 %19 to i64, !dbg !38
  %21 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %20, !dbg !38
  %22 = load float, ptr %21, align 4, !dbg !38, !tbaa !25
  %23 = or disjoint i32 %19, 1, !dbg !39
  %24 = zext nneg i32 %23 to i64, !dbg !40
  %25 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %24, !dbg !40
  %26 = load float, ptr %25, align 4, !dbg !40, !tbaa !25
  %27 = fcmp contract ogt float %22, %26, !dbg !41
  %28 = and i32 %3, 1, !dbg !42
  %29 = icmp ne i32 %28, 0, !dbg !42
  %30 = xor i1 %27, %29, !dbg !42
  br i1 %30, label %744, label %745, !dbg !43

31:                                               ; preds = %745
  store float %756, ptr %751, align 4, !dbg !44, !tbaa !25
  store float %752, ptr %755, align 4, !dbg !45, !tbaa !25
  br label %32, !dbg !46

32:                                               ; preds = %31, %745
  %33 = shl nuw nsw i32 %3, 1, !dbg !37
  %34 = zext nneg i32 %33 to i64, !dbg !38
  %35 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %34, !dbg !38
  %36 = load float, ptr %35, align 4, !dbg !38, !tbaa !25
  %37 = or disjoint i32 %33, 1, !dbg !39
  %38 = zext nneg i32 %37 to i64, !dbg !40
  %39 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %38, !dbg !40
  %40 = load float, ptr %39, align 4, !dbg !40, !tbaa !25
  %41 = fcmp contract ogt float %36, %40, !dbg !41
  %42 = and i32 %3, 2, !dbg !42
  %43 = icmp ne i32 %42, 0, !dbg !42
  %44 = xor i1 %41, %43, !dbg !42
  br i1 %44, label %45, label %46, !dbg !43

45:                                               ; preds = %32
  store float %40, ptr %35, align 4, !dbg !44, !tbaa !25
  store float %36, ptr %39, align 4, !dbg !45, !tbaa !25
  br label %46, !dbg !46

46:                                               ; preds = %32, %45
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %47 = shl nuw nsw i32 %3, 1, !dbg !37
  %48 = and i32 %47, 2040, !dbg !37
  %49 = and i32 %3, 3, !dbg !48
  %50 = or disjoint i32 %48, %49, !dbg !49
  %51 = zext nneg i32 %50 to i64, !dbg !38
  %52 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %51, !dbg !38
  %53 = load float, ptr %52, align 4, !dbg !38, !tbaa !25
  %54 = or disjoint i32 %50, 4, !dbg !39
  %55 = zext nneg i32 %54 to i64, !dbg !40
  %56 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %55, !dbg !40
  %57 = load float, ptr %56, align 4, !dbg !40, !tbaa !25
  %58 = fcmp contract ogt float %53, %57, !dbg !41
  %59 = and i32 %3, 4, !dbg !42
  %60 = icmp ne i32 %59, 0, !dbg !42
  %61 = xor i1 %58, %60, !dbg !42
  br i1 %61, label %62, label %63, !dbg !43

62:                                               ; preds = %46
  store float %57, ptr %52, align 4, !dbg !44, !tbaa !25
  store float %53, ptr %56, align 4, !dbg !45, !tbaa !25
  br label %63, !dbg !46

63:                                               ; preds = %62, %46
  %64 = shl nuw nsw i32 %3, 1, !dbg !37
  %65 = and i32 %64, 2044, !dbg !37
  %66 = and i32 %3, 1, !dbg !48
  %67 = or disjoint i32 %65, %66, !dbg !49
  %68 = zext nneg i32 %67 to i64, !dbg !38
  %69 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %68, !dbg !38
  %70 = load float, ptr %69, align 4, !dbg !38, !tbaa !25
  %71 = or disjoint i32 %67, 2, !dbg !39
  %72 = zext nneg i32 %71 to i64, !dbg !40
  %73 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %72, !dbg !40
  %74 = load float, ptr %73, align 4, !dbg !40, !tbaa !25
  %75 = fcmp contract ogt float %70, %74, !dbg !41
  %76 = and i32 %3, 4, !dbg !42
  %77 = icmp ne i32 %76, 0, !dbg !42
  %78 = xor i1 %75, %77, !dbg !42
  br i1 %78, label %79, label %80, !dbg !43

79:                                               ; preds = %63
  store float %74, ptr %69, align 4, !dbg !44, !tbaa !25
  store float %70, ptr %73, align 4, !dbg !45, !tbaa !25
  br label %80, !dbg !46

80:                                               ; preds = %79, %63
  %81 = shl nuw nsw i32 %3, 1, !dbg !37
  %82 = zext nneg i32 %81 to i64, !dbg !38
  %83 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %82, !dbg !38
  %84 = load float, ptr %83, align 4, !dbg !38, !tbaa !25
  %85 = or disjoint i32 %81, 1, !dbg !39
  %86 = zext nneg i32 %85 to i64, !dbg !40
  %87 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %86, !dbg !40
  %88 = load float, ptr %87, align 4, !dbg !40, !tbaa !25
  %89 = fcmp contract ogt float %84, %88, !dbg !41
  %90 = and i32 %3, 4, !dbg !42
  %91 = icmp ne i32 %90, 0, !dbg !42
  %92 = xor i1 %89, %91, !dbg !42
  br i1 %92, label %93, label %94, !dbg !43

93:                                               ; preds = %80
  store float %88, ptr %83, align 4, !dbg !44, !tbaa !25
  store float %84, ptr %87, align 4, !dbg !45, !tbaa !25
  br label %94, !dbg !46

94:                                               ; preds = %80, %93
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %95 = shl nuw nsw i32 %3, 1, !dbg !37
  %96 = and i32 %95, 2032, !dbg !37
  %97 = and i32 %3, 7, !dbg !48
  %98 = or disjoint i32 %96, %97, !dbg !49
  %99 = zext nneg i32 %98 to i64, !dbg !38
  %100 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %99, !dbg !38
  %101 = load float, ptr %100, align 4, !dbg !38, !tbaa !25
  %102 = or disjoint i32 %98, 8, !dbg !39
  %103 = zext nneg i32 %102 to i64, !dbg !40
  %104 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %103, !dbg !40
  %105 = load float, ptr %104, align 4, !dbg !40, !tbaa !25
  %106 = fcmp contract ogt float %101, %105, !dbg !41
  %107 = and i32 %3, 8, !dbg !42
  %108 = icmp ne i32 %107, 0, !dbg !42
  %109 = xor i1 %106, %108, !dbg !42
  br i1 %109, label %110, label %111, !dbg !43

110:                                              ; preds = %94
  store float %105, ptr %100, align 4, !dbg !44, !tbaa !25
  store float %101, ptr %104, align 4, !dbg !45, !tbaa !25
  br label %111, !dbg !46

111:                                              ; preds = %110, %94
  %112 = shl nuw nsw i32 %3, 1, !dbg !37
  %113 = and i32 %112, 2040, !dbg !37
  %114 = and i32 %3, 3, !dbg !48
  %115 = or disjoint i32 %113, %114, !dbg !49
  %116 = zext nneg i32 %115 to i64, !dbg !38
  %117 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %116, !dbg !38
  %118 = load float, ptr %117, align 4, !dbg !38, !tbaa !25
  %119 = or disjoint i32 %115, 4, !dbg !39
  %120 = zext nneg i32 %119 to i64, !dbg !40
  %121 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %120, !dbg !40
  %122 = load float, ptr %121, align 4, !dbg !40, !tbaa !25
  %123 = fcmp contract ogt float %118, %122, !dbg !41
  %124 = and i32 %3, 8, !dbg !42
  %125 = icmp ne i32 %124, 0, !dbg !42
  %126 = xor i1 %123, %125, !dbg !42
  br i1 %126, label %127, label %128, !dbg !43

127:                                              ; preds = %111
  store float %122, ptr %117, align 4, !dbg !44, !tbaa !25
  store float %118, ptr %121, align 4, !dbg !45, !tbaa !25
  br label %128, !dbg !46

128:                                              ; preds = %127, %111
  %129 = shl nuw nsw i32 %3, 1, !dbg !37
  %130 = and i32 %129, 2044, !dbg !37
  %131 = and i32 %3, 1, !dbg !48
  %132 = or disjoint i32 %130, %131, !dbg !49
  %133 = zext nneg i32 %132 to i64, !dbg !38
  %134 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %133, !dbg !38
  %135 = load float, ptr %134, align 4, !dbg !38, !tbaa !25
  %136 = or disjoint i32 %132, 2, !dbg !39
  %137 = zext nneg i32 %136 to i64, !dbg !40
  %138 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %137, !dbg !40
  %139 = load float, ptr %138, align 4, !dbg !40, !tbaa !25
  %140 = fcmp contract ogt float %135, %139, !dbg !41
  %141 = and i32 %3, 8, !dbg !42
  %142 = icmp ne i32 %141, 0, !dbg !42
  %143 = xor i1 %140, %142, !dbg !42
  br i1 %143, label %144, label %145, !dbg !43

144:                                              ; preds = %128
  store float %139, ptr %134, align 4, !dbg !44, !tbaa !25
  store float %135, ptr %138, align 4, !dbg !45, !tbaa !25
  br label %145, !dbg !46

145:                                              ; preds = %144, %128
  %146 = shl nuw nsw i32 %3, 1, !dbg !37
  %147 = zext nneg i32 %146 to i64, !dbg !38
  %148 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %147, !dbg !38
  %149 = load float, ptr %148, align 4, !dbg !38, !tbaa !25
  %150 = or disjoint i32 %146, 1, !dbg !39
  %151 = zext nneg i32 %150 to i64, !dbg !40
  %152 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %151, !dbg !40
  %153 = load float, ptr %152, align 4, !dbg !40, !tbaa !25
  %154 = fcmp contract ogt float %149, %153, !dbg !41
  %155 = and i32 %3, 8, !dbg !42
  %156 = icmp ne i32 %155, 0, !dbg !42
  %157 = xor i1 %154, %156, !dbg !42
  br i1 %157, label %158, label %159, !dbg !43

158:                                              ; preds = %145
  store float %153, ptr %148, align 4, !dbg !44, !tbaa !25
  store float %149, ptr %152, align 4, !dbg !45, !tbaa !25
  br label %159, !dbg !46

159:                                              ; preds = %145, %158
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %160 = shl nuw nsw i32 %3, 1, !dbg !37
  %161 = and i32 %160, 2016, !dbg !37
  %162 = and i32 %3, 15, !dbg !48
  %163 = or disjoint i32 %161, %162, !dbg !49
  %164 = zext nneg i32 %163 to i64, !dbg !38
  %165 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %164, !dbg !38
  %166 = load float, ptr %165, align 4, !dbg !38, !tbaa !25
  %167 = or disjoint i32 %163, 16, !dbg !39
  %168 = zext nneg i32 %167 to i64, !dbg !40
  %169 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %168, !dbg !40
  %170 = load float, ptr %169, align 4, !dbg !40, !tbaa !25
  %171 = fcmp contract ogt float %166, %170, !dbg !41
  %172 = and i32 %3, 16, !dbg !42
  %173 = icmp ne i32 %172, 0, !dbg !42
  %174 = xor i1 %171, %173, !dbg !42
  br i1 %174, label %175, label %176, !dbg !43

175:                                              ; preds = %159
  store float %170, ptr %165, align 4, !dbg !44, !tbaa !25
  store float %166, ptr %169, align 4, !dbg !45, !tbaa !25
  br label %176, !dbg !46

176:                                              ; preds = %175, %159
  %177 = shl nuw nsw i32 %3, 1, !dbg !37
  %178 = and i32 %177, 2032, !dbg !37
  %179 = and i32 %3, 7, !dbg !48
  %180 = or disjoint i32 %178, %179, !dbg !49
  %181 = zext nneg i32 %180 to i64, !dbg !38
  %182 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %181, !dbg !38
  %183 = load float, ptr %182, align 4, !dbg !38, !tbaa !25
  %184 = or disjoint i32 %180, 8, !dbg !39
  %185 = zext nneg i32 %184 to i64, !dbg !40
  %186 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %185, !dbg !40
  %187 = load float, ptr %186, align 4, !dbg !40, !tbaa !25
  %188 = fcmp contract ogt float %183, %187, !dbg !41
  %189 = and i32 %3, 16, !dbg !42
  %190 = icmp ne i32 %189, 0, !dbg !42
  %191 = xor i1 %188, %190, !dbg !42
  br i1 %191, label %192, label %193, !dbg !43

192:                                              ; preds = %176
  store float %187, ptr %182, align 4, !dbg !44, !tbaa !25
  store float %183, ptr %186, align 4, !dbg !45, !tbaa !25
  br label %193, !dbg !46

193:                                              ; preds = %192, %176
  %194 = shl nuw nsw i32 %3, 1, !dbg !37
  %195 = and i32 %194, 2040, !dbg !37
  %196 = and i32 %3, 3, !dbg !48
  %197 = or disjoint i32 %195, %196, !dbg !49
  %198 = zext nneg i32 %197 to i64, !dbg !38
  %199 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %198, !dbg !38
  %200 = load float, ptr %199, align 4, !dbg !38, !tbaa !25
  %201 = or disjoint i32 %197, 4, !dbg !39
  %202 = zext nneg i32 %201 to i64, !dbg !40
  %203 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %202, !dbg !40
  %204 = load float, ptr %203, align 4, !dbg !40, !tbaa !25
  %205 = fcmp contract ogt float %200, %204, !dbg !41
  %206 = and i32 %3, 16, !dbg !42
  %207 = icmp ne i32 %206, 0, !dbg !42
  %208 = xor i1 %205, %207, !dbg !42
  br i1 %208, label %209, label %210, !dbg !43

209:                                              ; preds = %193
  store float %204, ptr %199, align 4, !dbg !44, !tbaa !25
  store float %200, ptr %203, align 4, !dbg !45, !tbaa !25
  br label %210, !dbg !46

210:                                              ; preds = %209, %193
  %211 = shl nuw nsw i32 %3, 1, !dbg !37
  %212 = and i32 %211, 2044, !dbg !37
  %213 = and i32 %3, 1, !dbg !48
  %214 = or disjoint i32 %212, %213, !dbg !49
  %215 = zext nneg i32 %214 to i64, !dbg !38
  %216 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %215, !dbg !38
  %217 = load float, ptr %216, align 4, !dbg !38, !tbaa !25
  %218 = or disjoint i32 %214, 2, !dbg !39
  %219 = zext nneg i32 %218 to i64, !dbg !40
  %220 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %219, !dbg !40
  %221 = load float, ptr %220, align 4, !dbg !40, !tbaa !25
  %222 = fcmp contract ogt float %217, %221, !dbg !41
  %223 = and i32 %3, 16, !dbg !42
  %224 = icmp ne i32 %223, 0, !dbg !42
  %225 = xor i1 %222, %224, !dbg !42
  br i1 %225, label %226, label %227, !dbg !43

226:                                              ; preds = %210
  store float %221, ptr %216, align 4, !dbg !44, !tbaa !25
  store float %217, ptr %220, align 4, !dbg !45, !tbaa !25
  br label %227, !dbg !46

227:                                              ; preds = %226, %210
  %228 = shl nuw nsw i32 %3, 1, !dbg !37
  %229 = zext nneg i32 %228 to i64, !dbg !38
  %230 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %229, !dbg !38
  %231 = load float, ptr %230, align 4, !dbg !38, !tbaa !25
  %232 = or disjoint i32 %228, 1, !dbg !39
  %233 = zext nneg i32 %232 to i64, !dbg !40
  %234 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %233, !dbg !40
  %235 = load float, ptr %234, align 4, !dbg !40, !tbaa !25
  %236 = fcmp contract ogt float %231, %235, !dbg !41
  %237 = and i32 %3, 16, !dbg !42
  %238 = icmp ne i32 %237, 0, !dbg !42
  %239 = xor i1 %236, %238, !dbg !42
  br i1 %239, label %240, label %241, !dbg !43

240:                                              ; preds = %227
  store float %235, ptr %230, align 4, !dbg !44, !tbaa !25
  store float %231, ptr %234, align 4, !dbg !45, !tbaa !25
  br label %241, !dbg !46

241:                                              ; preds = %227, %240
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %242 = shl nuw nsw i32 %3, 1, !dbg !37
  %243 = and i32 %242, 1984, !dbg !37
  %244 = and i32 %3, 31, !dbg !48
  %245 = or disjoint i32 %243, %244, !dbg !49
  %246 = zext nneg i32 %245 to i64, !dbg !38
  %247 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %246, !dbg !38
  %248 = load float, ptr %247, align 4, !dbg !38, !tbaa !25
  %249 = or disjoint i32 %245, 32, !dbg !39
  %250 = zext nneg i32 %249 to i64, !dbg !40
  %251 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %250, !dbg !40
  %252 = load float, ptr %251, align 4, !dbg !40, !tbaa !25
  %253 = fcmp contract ogt float %248, %252, !dbg !41
  %254 = and i32 %3, 32, !dbg !42
  %255 = icmp ne i32 %254, 0, !dbg !42
  %256 = xor i1 %253, %255, !dbg !42
  br i1 %256, label %257, label %258, !dbg !43

257:                                              ; preds = %241
  store float %252, ptr %247, align 4, !dbg !44, !tbaa !25
  store float %248, ptr %251, align 4, !dbg !45, !tbaa !25
  br label %258, !dbg !46

258:                                              ; preds = %257, %241
  %259 = shl nuw nsw i32 %3, 1, !dbg !37
  %260 = and i32 %259, 2016, !dbg !37
  %261 = and i32 %3, 15, !dbg !48
  %262 = or disjoint i32 %260, %261, !dbg !49
  %263 = zext nneg i32 %262 to i64, !dbg !38
  %264 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %263, !dbg !38
  %265 = load float, ptr %264, align 4, !dbg !38, !tbaa !25
  %266 = or disjoint i32 %262, 16, !dbg !39
  %267 = zext nneg i32 %266 to i64, !dbg !40
  %268 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %267, !dbg !40
  %269 = load float, ptr %268, align 4, !dbg !40, !tbaa !25
  %270 = fcmp contract ogt float %265, %269, !dbg !41
  %271 = and i32 %3, 32, !dbg !42
  %272 = icmp ne i32 %271, 0, !dbg !42
  %273 = xor i1 %270, %272, !dbg !42
  br i1 %273, label %274, label %275, !dbg !43

274:                                              ; preds = %258
  store float %269, ptr %264, align 4, !dbg !44, !tbaa !25
  store float %265, ptr %268, align 4, !dbg !45, !tbaa !25
  br label %275, !dbg !46

275:                                              ; preds = %274, %258
  %276 = shl nuw nsw i32 %3, 1, !dbg !37
  %277 = and i32 %276, 2032, !dbg !37
  %278 = and i32 %3, 7, !dbg !48
  %279 = or disjoint i32 %277, %278, !dbg !49
  %280 = zext nneg i32 %279 to i64, !dbg !38
  %281 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %280, !dbg !38
  %282 = load float, ptr %281, align 4, !dbg !38, !tbaa !25
  %283 = or disjoint i32 %279, 8, !dbg !39
  %284 = zext nneg i32 %283 to i64, !dbg !40
  %285 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %284, !dbg !40
  %286 = load float, ptr %285, align 4, !dbg !40, !tbaa !25
  %287 = fcmp contract ogt float %282, %286, !dbg !41
  %288 = and i32 %3, 32, !dbg !42
  %289 = icmp ne i32 %288, 0, !dbg !42
  %290 = xor i1 %287, %289, !dbg !42
  br i1 %290, label %291, label %292, !dbg !43

291:                                              ; preds = %275
  store float %286, ptr %281, align 4, !dbg !44, !tbaa !25
  store float %282, ptr %285, align 4, !dbg !45, !tbaa !25
  br label %292, !dbg !46

292:                                              ; preds = %291, %275
  %293 = shl nuw nsw i32 %3, 1, !dbg !37
  %294 = and i32 %293, 2040, !dbg !37
  %295 = and i32 %3, 3, !dbg !48
  %296 = or disjoint i32 %294, %295, !dbg !49
  %297 = zext nneg i32 %296 to i64, !dbg !38
  %298 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %297, !dbg !38
  %299 = load float, ptr %298, align 4, !dbg !38, !tbaa !25
  %300 = or disjoint i32 %296, 4, !dbg !39
  %301 = zext nneg i32 %300 to i64, !dbg !40
  %302 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %301, !dbg !40
  %303 = load float, ptr %302, align 4, !dbg !40, !tbaa !25
  %304 = fcmp contract ogt float %299, %303, !dbg !41
  %305 = and i32 %3, 32, !dbg !42
  %306 = icmp ne i32 %305, 0, !dbg !42
  %307 = xor i1 %304, %306, !dbg !42
  br i1 %307, label %308, label %309, !dbg !43

308:                                              ; preds = %292
  store float %303, ptr %298, align 4, !dbg !44, !tbaa !25
  store float %299, ptr %302, align 4, !dbg !45, !tbaa !25
  br label %309, !dbg !46

309:                                              ; preds = %308, %292
  %310 = shl nuw nsw i32 %3, 1, !dbg !37
  %311 = and i32 %310, 2044, !dbg !37
  %312 = and i32 %3, 1, !dbg !48
  %313 = or disjoint i32 %311, %312, !dbg !49
  %314 = zext nneg i32 %313 to i64, !dbg !38
  %315 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %314, !dbg !38
  %316 = load float, ptr %315, align 4, !dbg !38, !tbaa !25
  %317 = or disjoint i32 %313, 2, !dbg !39
  %318 = zext nneg i32 %317 to i64, !dbg !40
  %319 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %318, !dbg !40
  %320 = load float, ptr %319, align 4, !dbg !40, !tbaa !25
  %321 = fcmp contract ogt float %316, %320, !dbg !41
  %322 = and i32 %3, 32, !dbg !42
  %323 = icmp ne i32 %322, 0, !dbg !42
  %324 = xor i1 %321, %323, !dbg !42
  br i1 %324, label %325, label %326, !dbg !43

325:                                              ; preds = %309
  store float %320, ptr %315, align 4, !dbg !44, !tbaa !25
  store float %316, ptr %319, align 4, !dbg !45, !tbaa !25
  br label %326, !dbg !46

326:                                              ; preds = %325, %309
  %327 = shl nuw nsw i32 %3, 1, !dbg !37
  %328 = zext nneg i32 %327 to i64, !dbg !38
  %329 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %328, !dbg !38
  %330 = load float, ptr %329, align 4, !dbg !38, !tbaa !25
  %331 = or disjoint i32 %327, 1, !dbg !39
  %332 = zext nneg i32 %331 to i64, !dbg !40
  %333 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %332, !dbg !40
  %334 = load float, ptr %333, align 4, !dbg !40, !tbaa !25
  %335 = fcmp contract ogt float %330, %334, !dbg !41
  %336 = and i32 %3, 32, !dbg !42
  %337 = icmp ne i32 %336, 0, !dbg !42
  %338 = xor i1 %335, %337, !dbg !42
  br i1 %338, label %339, label %340, !dbg !43

339:                                              ; preds = %326
  store float %334, ptr %329, align 4, !dbg !44, !tbaa !25
  store float %330, ptr %333, align 4, !dbg !45, !tbaa !25
  br label %340, !dbg !46

340:                                              ; preds = %326, %339
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %341 = shl nuw nsw i32 %3, 1, !dbg !37
  %342 = and i32 %341, 1920, !dbg !37
  %343 = and i32 %3, 63, !dbg !48
  %344 = or disjoint i32 %342, %343, !dbg !49
  %345 = zext nneg i32 %344 to i64, !dbg !38
  %346 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %345, !dbg !38
  %347 = load float, ptr %346, align 4, !dbg !38, !tbaa !25
  %348 = or disjoint i32 %344, 64, !dbg !39
  %349 = zext nneg i32 %348 to i64, !dbg !40
  %350 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %349, !dbg !40
  %351 = load float, ptr %350, align 4, !dbg !40, !tbaa !25
  %352 = fcmp contract ogt float %347, %351, !dbg !41
  %353 = and i32 %3, 64, !dbg !42
  %354 = icmp ne i32 %353, 0, !dbg !42
  %355 = xor i1 %352, %354, !dbg !42
  br i1 %355, label %356, label %357, !dbg !43

356:                                              ; preds = %340
  store float %351, ptr %346, align 4, !dbg !44, !tbaa !25
  store float %347, ptr %350, align 4, !dbg !45, !tbaa !25
  br label %357, !dbg !46

357:                                              ; preds = %356, %340
  %358 = shl nuw nsw i32 %3, 1, !dbg !37
  %359 = and i32 %358, 1984, !dbg !37
  %360 = and i32 %3, 31, !dbg !48
  %361 = or disjoint i32 %359, %360, !dbg !49
  %362 = zext nneg i32 %361 to i64, !dbg !38
  %363 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %362, !dbg !38
  %364 = load float, ptr %363, align 4, !dbg !38, !tbaa !25
  %365 = or disjoint i32 %361, 32, !dbg !39
  %366 = zext nneg i32 %365 to i64, !dbg !40
  %367 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %366, !dbg !40
  %368 = load float, ptr %367, align 4, !dbg !40, !tbaa !25
  %369 = fcmp contract ogt float %364, %368, !dbg !41
  %370 = and i32 %3, 64, !dbg !42
  %371 = icmp ne i32 %370, 0, !dbg !42
  %372 = xor i1 %369, %371, !dbg !42
  br i1 %372, label %373, label %374, !dbg !43

373:                                              ; preds = %357
  store float %368, ptr %363, align 4, !dbg !44, !tbaa !25
  store float %364, ptr %367, align 4, !dbg !45, !tbaa !25
  br label %374, !dbg !46

374:                                              ; preds = %373, %357
  %375 = shl nuw nsw i32 %3, 1, !dbg !37
  %376 = and i32 %375, 2016, !dbg !37
  %377 = and i32 %3, 15, !dbg !48
  %378 = or disjoint i32 %376, %377, !dbg !49
  %379 = zext nneg i32 %378 to i64, !dbg !38
  %380 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %379, !dbg !38
  %381 = load float, ptr %380, align 4, !dbg !38, !tbaa !25
  %382 = or disjoint i32 %378, 16, !dbg !39
  %383 = zext nneg i32 %382 to i64, !dbg !40
  %384 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %383, !dbg !40
  %385 = load float, ptr %384, align 4, !dbg !40, !tbaa !25
  %386 = fcmp contract ogt float %381, %385, !dbg !41
  %387 = and i32 %3, 64, !dbg !42
  %388 = icmp ne i32 %387, 0, !dbg !42
  %389 = xor i1 %386, %388, !dbg !42
  br i1 %389, label %390, label %391, !dbg !43

390:                                              ; preds = %374
  store float %385, ptr %380, align 4, !dbg !44, !tbaa !25
  store float %381, ptr %384, align 4, !dbg !45, !tbaa !25
  br label %391, !dbg !46

391:                                              ; preds = %390, %374
  %392 = shl nuw nsw i32 %3, 1, !dbg !37
  %393 = and i32 %392, 2032, !dbg !37
  %394 = and i32 %3, 7, !dbg !48
  %395 = or disjoint i32 %393, %394, !dbg !49
  %396 = zext nneg i32 %395 to i64, !dbg !38
  %397 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %396, !dbg !38
  %398 = load float, ptr %397, align 4, !dbg !38, !tbaa !25
  %399 = or disjoint i32 %395, 8, !dbg !39
  %400 = zext nneg i32 %399 to i64, !dbg !40
  %401 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %400, !dbg !40
  %402 = load float, ptr %401, align 4, !dbg !40, !tbaa !25
  %403 = fcmp contract ogt float %398, %402, !dbg !41
  %404 = and i32 %3, 64, !dbg !42
  %405 = icmp ne i32 %404, 0, !dbg !42
  %406 = xor i1 %403, %405, !dbg !42
  br i1 %406, label %407, label %408, !dbg !43

407:                                              ; preds = %391
  store float %402, ptr %397, align 4, !dbg !44, !tbaa !25
  store float %398, ptr %401, align 4, !dbg !45, !tbaa !25
  br label %408, !dbg !46

408:                                              ; preds = %407, %391
  %409 = shl nuw nsw i32 %3, 1, !dbg !37
  %410 = and i32 %409, 2040, !dbg !37
  %411 = and i32 %3, 3, !dbg !48
  %412 = or disjoint i32 %410, %411, !dbg !49
  %413 = zext nneg i32 %412 to i64, !dbg !38
  %414 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %413, !dbg !38
  %415 = load float, ptr %414, align 4, !dbg !38, !tbaa !25
  %416 = or disjoint i32 %412, 4, !dbg !39
  %417 = zext nneg i32 %416 to i64, !dbg !40
  %418 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %417, !dbg !40
  %419 = load float, ptr %418, align 4, !dbg !40, !tbaa !25
  %420 = fcmp contract ogt float %415, %419, !dbg !41
  %421 = and i32 %3, 64, !dbg !42
  %422 = icmp ne i32 %421, 0, !dbg !42
  %423 = xor i1 %420, %422, !dbg !42
  br i1 %423, label %424, label %425, !dbg !43

424:                                              ; preds = %408
  store float %419, ptr %414, align 4, !dbg !44, !tbaa !25
  store float %415, ptr %418, align 4, !dbg !45, !tbaa !25
  br label %425, !dbg !46

425:                                              ; preds = %424, %408
  %426 = shl nuw nsw i32 %3, 1, !dbg !37
  %427 = and i32 %426, 2044, !dbg !37
  %428 = and i32 %3, 1, !dbg !48
  %429 = or disjoint i32 %427, %428, !dbg !49
  %430 = zext nneg i32 %429 to i64, !dbg !38
  %431 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %430, !dbg !38
  %432 = load float, ptr %431, align 4, !dbg !38, !tbaa !25
  %433 = or disjoint i32 %429, 2, !dbg !39
  %434 = zext nneg i32 %433 to i64, !dbg !40
  %435 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %434, !dbg !40
  %436 = load float, ptr %435, align 4, !dbg !40, !tbaa !25
  %437 = fcmp contract ogt float %432, %436, !dbg !41
  %438 = and i32 %3, 64, !dbg !42
  %439 = icmp ne i32 %438, 0, !dbg !42
  %440 = xor i1 %437, %439, !dbg !42
  br i1 %440, label %441, label %442, !dbg !43

441:                                              ; preds = %425
  store float %436, ptr %431, align 4, !dbg !44, !tbaa !25
  store float %432, ptr %435, align 4, !dbg !45, !tbaa !25
  br label %442, !dbg !46

442:                                              ; preds = %441, %425
  %443 = shl nuw nsw i32 %3, 1, !dbg !37
  %444 = zext nneg i32 %443 to i64, !dbg !38
  %445 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %444, !dbg !38
  %446 = load float, ptr %445, align 4, !dbg !38, !tbaa !25
  %447 = or disjoint i32 %443, 1, !dbg !39
  %448 = zext nneg i32 %447 to i64, !dbg !40
  %449 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %448, !dbg !40
  %450 = load float, ptr %449, align 4, !dbg !40, !tbaa !25
  %451 = fcmp contract ogt float %446, %450, !dbg !41
  %452 = and i32 %3, 64, !dbg !42
  %453 = icmp ne i32 %452, 0, !dbg !42
  %454 = xor i1 %451, %453, !dbg !42
  br i1 %454, label %455, label %456, !dbg !43

455:                                              ; preds = %442
  store float %450, ptr %445, align 4, !dbg !44, !tbaa !25
  store float %446, ptr %449, align 4, !dbg !45, !tbaa !25
  br label %456, !dbg !46

456:                                              ; preds = %442, %455
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %457 = shl nuw nsw i32 %3, 1, !dbg !37
  %458 = and i32 %457, 1792, !dbg !37
  %459 = and i32 %3, 127, !dbg !48
  %460 = or disjoint i32 %458, %459, !dbg !49
  %461 = zext nneg i32 %460 to i64, !dbg !38
  %462 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %461, !dbg !38
  %463 = load float, ptr %462, align 4, !dbg !38, !tbaa !25
  %464 = or disjoint i32 %460, 128, !dbg !39
  %465 = zext nneg i32 %464 to i64, !dbg !40
  %466 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %465, !dbg !40
  %467 = load float, ptr %466, align 4, !dbg !40, !tbaa !25
  %468 = fcmp contract ogt float %463, %467, !dbg !41
  %469 = and i32 %3, 128, !dbg !42
  %470 = icmp ne i32 %469, 0, !dbg !42
  %471 = xor i1 %468, %470, !dbg !42
  br i1 %471, label %472, label %473, !dbg !43

472:                                              ; preds = %456
  store float %467, ptr %462, align 4, !dbg !44, !tbaa !25
  store float %463, ptr %466, align 4, !dbg !45, !tbaa !25
  br label %473, !dbg !46

473:                                              ; preds = %472, %456
  %474 = shl nuw nsw i32 %3, 1, !dbg !37
  %475 = and i32 %474, 1920, !dbg !37
  %476 = and i32 %3, 63, !dbg !48
  %477 = or disjoint i32 %475, %476, !dbg !49
  %478 = zext nneg i32 %477 to i64, !dbg !38
  %479 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %478, !dbg !38
  %480 = load float, ptr %479, align 4, !dbg !38, !tbaa !25
  %481 = or disjoint i32 %477, 64, !dbg !39
  %482 = zext nneg i32 %481 to i64, !dbg !40
  %483 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %482, !dbg !40
  %484 = load float, ptr %483, align 4, !dbg !40, !tbaa !25
  %485 = fcmp contract ogt float %480, %484, !dbg !41
  %486 = and i32 %3, 128, !dbg !42
  %487 = icmp ne i32 %486, 0, !dbg !42
  %488 = xor i1 %485, %487, !dbg !42
  br i1 %488, label %489, label %490, !dbg !43

489:                                              ; preds = %473
  store float %484, ptr %479, align 4, !dbg !44, !tbaa !25
  store float %480, ptr %483, align 4, !dbg !45, !tbaa !25
  br label %490, !dbg !46

490:                                              ; preds = %489, %473
  %491 = shl nuw nsw i32 %3, 1, !dbg !37
  %492 = and i32 %491, 1984, !dbg !37
  %493 = and i32 %3, 31, !dbg !48
  %494 = or disjoint i32 %492, %493, !dbg !49
  %495 = zext nneg i32 %494 to i64, !dbg !38
  %496 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %495, !dbg !38
  %497 = load float, ptr %496, align 4, !dbg !38, !tbaa !25
  %498 = or disjoint i32 %494, 32, !dbg !39
  %499 = zext nneg i32 %498 to i64, !dbg !40
  %500 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %499, !dbg !40
  %501 = load float, ptr %500, align 4, !dbg !40, !tbaa !25
  %502 = fcmp contract ogt float %497, %501, !dbg !41
  %503 = and i32 %3, 128, !dbg !42
  %504 = icmp ne i32 %503, 0, !dbg !42
  %505 = xor i1 %502, %504, !dbg !42
  br i1 %505, label %506, label %507, !dbg !43

506:                                              ; preds = %490
  store float %501, ptr %496, align 4, !dbg !44, !tbaa !25
  store float %497, ptr %500, align 4, !dbg !45, !tbaa !25
  br label %507, !dbg !46

507:                                              ; preds = %506, %490
  %508 = shl nuw nsw i32 %3, 1, !dbg !37
  %509 = and i32 %508, 2016, !dbg !37
  %510 = and i32 %3, 15, !dbg !48
  %511 = or disjoint i32 %509, %510, !dbg !49
  %512 = zext nneg i32 %511 to i64, !dbg !38
  %513 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %512, !dbg !38
  %514 = load float, ptr %513, align 4, !dbg !38, !tbaa !25
  %515 = or disjoint i32 %511, 16, !dbg !39
  %516 = zext nneg i32 %515 to i64, !dbg !40
  %517 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %516, !dbg !40
  %518 = load float, ptr %517, align 4, !dbg !40, !tbaa !25
  %519 = fcmp contract ogt float %514, %518, !dbg !41
  %520 = and i32 %3, 128, !dbg !42
  %521 = icmp ne i32 %520, 0, !dbg !42
  %522 = xor i1 %519, %521, !dbg !42
  br i1 %522, label %523, label %524, !dbg !43

523:                                              ; preds = %507
  store float %518, ptr %513, align 4, !dbg !44, !tbaa !25
  store float %514, ptr %517, align 4, !dbg !45, !tbaa !25
  br label %524, !dbg !46

524:                                              ; preds = %523, %507
  %525 = shl nuw nsw i32 %3, 1, !dbg !37
  %526 = and i32 %525, 2032, !dbg !37
  %527 = and i32 %3, 7, !dbg !48
  %528 = or disjoint i32 %526, %527, !dbg !49
  %529 = zext nneg i32 %528 to i64, !dbg !38
  %530 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %529, !dbg !38
  %531 = load float, ptr %530, align 4, !dbg !38, !tbaa !25
  %532 = or disjoint i32 %528, 8, !dbg !39
  %533 = zext nneg i32 %532 to i64, !dbg !40
  %534 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %533, !dbg !40
  %535 = load float, ptr %534, align 4, !dbg !40, !tbaa !25
  %536 = fcmp contract ogt float %531, %535, !dbg !41
  %537 = and i32 %3, 128, !dbg !42
  %538 = icmp ne i32 %537, 0, !dbg !42
  %539 = xor i1 %536, %538, !dbg !42
  br i1 %539, label %540, label %541, !dbg !43

540:                                              ; preds = %524
  store float %535, ptr %530, align 4, !dbg !44, !tbaa !25
  store float %531, ptr %534, align 4, !dbg !45, !tbaa !25
  br label %541, !dbg !46

541:                                              ; preds = %540, %524
  %542 = shl nuw nsw i32 %3, 1, !dbg !37
  %543 = and i32 %542, 2040, !dbg !37
  %544 = and i32 %3, 3, !dbg !48
  %545 = or disjoint i32 %543, %544, !dbg !49
  %546 = zext nneg i32 %545 to i64, !dbg !38
  %547 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %546, !dbg !38
  %548 = load float, ptr %547, align 4, !dbg !38, !tbaa !25
  %549 = or disjoint i32 %545, 4, !dbg !39
  %550 = zext nneg i32 %549 to i64, !dbg !40
  %551 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %550, !dbg !40
  %552 = load float, ptr %551, align 4, !dbg !40, !tbaa !25
  %553 = fcmp contract ogt float %548, %552, !dbg !41
  %554 = and i32 %3, 128, !dbg !42
  %555 = icmp ne i32 %554, 0, !dbg !42
  %556 = xor i1 %553, %555, !dbg !42
  br i1 %556, label %557, label %558, !dbg !43

557:                                              ; preds = %541
  store float %552, ptr %547, align 4, !dbg !44, !tbaa !25
  store float %548, ptr %551, align 4, !dbg !45, !tbaa !25
  br label %558, !dbg !46

558:                                              ; preds = %557, %541
  %559 = shl nuw nsw i32 %3, 1, !dbg !37
  %560 = and i32 %559, 2044, !dbg !37
  %561 = and i32 %3, 1, !dbg !48
  %562 = or disjoint i32 %560, %561, !dbg !49
  %563 = zext nneg i32 %562 to i64, !dbg !38
  %564 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %563, !dbg !38
  %565 = load float, ptr %564, align 4, !dbg !38, !tbaa !25
  %566 = or disjoint i32 %562, 2, !dbg !39
  %567 = zext nneg i32 %566 to i64, !dbg !40
  %568 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %567, !dbg !40
  %569 = load float, ptr %568, align 4, !dbg !40, !tbaa !25
  %570 = fcmp contract ogt float %565, %569, !dbg !41
  %571 = and i32 %3, 128, !dbg !42
  %572 = icmp ne i32 %571, 0, !dbg !42
  %573 = xor i1 %570, %572, !dbg !42
  br i1 %573, label %574, label %575, !dbg !43

574:                                              ; preds = %558
  store float %569, ptr %564, align 4, !dbg !44, !tbaa !25
  store float %565, ptr %568, align 4, !dbg !45, !tbaa !25
  br label %575, !dbg !46

575:                                              ; preds = %574, %558
  %576 = shl nuw nsw i32 %3, 1, !dbg !37
  %577 = zext nneg i32 %576 to i64, !dbg !38
  %578 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %577, !dbg !38
  %579 = load float, ptr %578, align 4, !dbg !38, !tbaa !25
  %580 = or disjoint i32 %576, 1, !dbg !39
  %581 = zext nneg i32 %580 to i64, !dbg !40
  %582 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %581, !dbg !40
  %583 = load float, ptr %582, align 4, !dbg !40, !tbaa !25
  %584 = fcmp contract ogt float %579, %583, !dbg !41
  %585 = and i32 %3, 128, !dbg !42
  %586 = icmp ne i32 %585, 0, !dbg !42
  %587 = xor i1 %584, %586, !dbg !42
  br i1 %587, label %588, label %589, !dbg !43

588:                                              ; preds = %575
  store float %583, ptr %578, align 4, !dbg !44, !tbaa !25
  store float %579, ptr %582, align 4, !dbg !45, !tbaa !25
  br label %589, !dbg !46

589:                                              ; preds = %575, %588
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %590 = shl nuw nsw i32 %3, 1, !dbg !37
  %591 = and i32 %590, 1536, !dbg !37
  %592 = and i32 %3, 255, !dbg !48
  %593 = or disjoint i32 %591, %592, !dbg !49
  %594 = zext nneg i32 %593 to i64, !dbg !38
  %595 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %594, !dbg !38
  %596 = load float, ptr %595, align 4, !dbg !38, !tbaa !25
  %597 = or disjoint i32 %593, 256, !dbg !39
  %598 = zext nneg i32 %597 to i64, !dbg !40
  %599 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %598, !dbg !40
  %600 = load float, ptr %599, align 4, !dbg !40, !tbaa !25
  %601 = fcmp contract ogt float %596, %600, !dbg !41
  %602 = and i32 %3, 256, !dbg !42
  %603 = icmp ne i32 %602, 0, !dbg !42
  %604 = xor i1 %601, %603, !dbg !42
  br i1 %604, label %605, label %606, !dbg !43

605:                                              ; preds = %589
  store float %600, ptr %595, align 4, !dbg !44, !tbaa !25
  store float %596, ptr %599, align 4, !dbg !45, !tbaa !25
  br label %606, !dbg !46

606:                                              ; preds = %605, %589
  %607 = shl nuw nsw i32 %3, 1, !dbg !37
  %608 = and i32 %607, 1792, !dbg !37
  %609 = and i32 %3, 127, !dbg !48
  %610 = or disjoint i32 %608, %609, !dbg !49
  %611 = zext nneg i32 %610 to i64, !dbg !38
  %612 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %611, !dbg !38
  %613 = load float, ptr %612, align 4, !dbg !38, !tbaa !25
  %614 = or disjoint i32 %610, 128, !dbg !39
  %615 = zext nneg i32 %614 to i64, !dbg !40
  %616 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %615, !dbg !40
  %617 = load float, ptr %616, align 4, !dbg !40, !tbaa !25
  %618 = fcmp contract ogt float %613, %617, !dbg !41
  %619 = and i32 %3, 256, !dbg !42
  %620 = icmp ne i32 %619, 0, !dbg !42
  %621 = xor i1 %618, %620, !dbg !42
  br i1 %621, label %622, label %623, !dbg !43

622:                                              ; preds = %606
  store float %617, ptr %612, align 4, !dbg !44, !tbaa !25
  store float %613, ptr %616, align 4, !dbg !45, !tbaa !25
  br label %623, !dbg !46

623:                                              ; preds = %622, %606
  %624 = shl nuw nsw i32 %3, 1, !dbg !37
  %625 = and i32 %624, 1920, !dbg !37
  %626 = and i32 %3, 63, !dbg !48
  %627 = or disjoint i32 %625, %626, !dbg !49
  %628 = zext nneg i32 %627 to i64, !dbg !38
  %629 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %628, !dbg !38
  %630 = load float, ptr %629, align 4, !dbg !38, !tbaa !25
  %631 = or disjoint i32 %627, 64, !dbg !39
  %632 = zext nneg i32 %631 to i64, !dbg !40
  %633 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %632, !dbg !40
  %634 = load float, ptr %633, align 4, !dbg !40, !tbaa !25
  %635 = fcmp contract ogt float %630, %634, !dbg !41
  %636 = and i32 %3, 256, !dbg !42
  %637 = icmp ne i32 %636, 0, !dbg !42
  %638 = xor i1 %635, %637, !dbg !42
  br i1 %638, label %639, label %640, !dbg !43

639:                                              ; preds = %623
  store float %634, ptr %629, align 4, !dbg !44, !tbaa !25
  store float %630, ptr %633, align 4, !dbg !45, !tbaa !25
  br label %640, !dbg !46

640:                                              ; preds = %639, %623
  %641 = shl nuw nsw i32 %3, 1, !dbg !37
  %642 = and i32 %641, 1984, !dbg !37
  %643 = and i32 %3, 31, !dbg !48
  %644 = or disjoint i32 %642, %643, !dbg !49
  %645 = zext nneg i32 %644 to i64, !dbg !38
  %646 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %645, !dbg !38
  %647 = load float, ptr %646, align 4, !dbg !38, !tbaa !25
  %648 = or disjoint i32 %644, 32, !dbg !39
  %649 = zext nneg i32 %648 to i64, !dbg !40
  %650 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %649, !dbg !40
  %651 = load float, ptr %650, align 4, !dbg !40, !tbaa !25
  %652 = fcmp contract ogt float %647, %651, !dbg !41
  %653 = and i32 %3, 256, !dbg !42
  %654 = icmp ne i32 %653, 0, !dbg !42
  %655 = xor i1 %652, %654, !dbg !42
  br i1 %655, label %656, label %657, !dbg !43

656:                                              ; preds = %640
  store float %651, ptr %646, align 4, !dbg !44, !tbaa !25
  store float %647, ptr %650, align 4, !dbg !45, !tbaa !25
  br label %657, !dbg !46

657:                                              ; preds = %656, %640
  %658 = shl nuw nsw i32 %3, 1, !dbg !37
  %659 = and i32 %658, 2016, !dbg !37
  %660 = and i32 %3, 15, !dbg !48
  %661 = or disjoint i32 %659, %660, !dbg !49
  %662 = zext nneg i32 %661 to i64, !dbg !38
  %663 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %662, !dbg !38
  %664 = load float, ptr %663, align 4, !dbg !38, !tbaa !25
  %665 = or disjoint i32 %661, 16, !dbg !39
  %666 = zext nneg i32 %665 to i64, !dbg !40
  %667 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %666, !dbg !40
  %668 = load float, ptr %667, align 4, !dbg !40, !tbaa !25
  %669 = fcmp contract ogt float %664, %668, !dbg !41
  %670 = and i32 %3, 256, !dbg !42
  %671 = icmp ne i32 %670, 0, !dbg !42
  %672 = xor i1 %669, %671, !dbg !42
  br i1 %672, label %673, label %674, !dbg !43

673:                                              ; preds = %657
  store float %668, ptr %663, align 4, !dbg !44, !tbaa !25
  store float %664, ptr %667, align 4, !dbg !45, !tbaa !25
  br label %674, !dbg !46

674:                                              ; preds = %673, %657
  %675 = shl nuw nsw i32 %3, 1, !dbg !37
  %676 = and i32 %675, 2032, !dbg !37
  %677 = and i32 %3, 7, !dbg !48
  %678 = or disjoint i32 %676, %677, !dbg !49
  %679 = zext nneg i32 %678 to i64, !dbg !38
  %680 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %679, !dbg !38
  %681 = load float, ptr %680, align 4, !dbg !38, !tbaa !25
  %682 = or disjoint i32 %678, 8, !dbg !39
  %683 = zext nneg i32 %682 to i64, !dbg !40
  %684 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %683, !dbg !40
  %685 = load float, ptr %684, align 4, !dbg !40, !tbaa !25
  %686 = fcmp contract ogt float %681, %685, !dbg !41
  %687 = and i32 %3, 256, !dbg !42
  %688 = icmp ne i32 %687, 0, !dbg !42
  %689 = xor i1 %686, %688, !dbg !42
  br i1 %689, label %690, label %691, !dbg !43

690:                                              ; preds = %674
  store float %685, ptr %680, align 4, !dbg !44, !tbaa !25
  store float %681, ptr %684, align 4, !dbg !45, !tbaa !25
  br label %691, !dbg !46

691:                                              ; preds = %690, %674
  %692 = shl nuw nsw i32 %3, 1, !dbg !37
  %693 = and i32 %692, 2040, !dbg !37
  %694 = and i32 %3, 3, !dbg !48
  %695 = or disjoint i32 %693, %694, !dbg !49
  %696 = zext nneg i32 %695 to i64, !dbg !38
  %697 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %696, !dbg !38
  %698 = load float, ptr %697, align 4, !dbg !38, !tbaa !25
  %699 = or disjoint i32 %695, 4, !dbg !39
  %700 = zext nneg i32 %699 to i64, !dbg !40
  %701 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %700, !dbg !40
  %702 = load float, ptr %701, align 4, !dbg !40, !tbaa !25
  %703 = fcmp contract ogt float %698, %702, !dbg !41
  %704 = and i32 %3, 256, !dbg !42
  %705 = icmp ne i32 %704, 0, !dbg !42
  %706 = xor i1 %703, %705, !dbg !42
  br i1 %706, label %707, label %708, !dbg !43

707:                                              ; preds = %691
  store float %702, ptr %697, align 4, !dbg !44, !tbaa !25
  store float %698, ptr %701, align 4, !dbg !45, !tbaa !25
  br label %708, !dbg !46

708:                                              ; preds = %707, %691
  %709 = shl nuw nsw i32 %3, 1, !dbg !37
  %710 = and i32 %709, 2044, !dbg !37
  %711 = and i32 %3, 1, !dbg !48
  %712 = or disjoint i32 %710, %711, !dbg !49
  %713 = zext nneg i32 %712 to i64, !dbg !38
  %714 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %713, !dbg !38
  %715 = load float, ptr %714, align 4, !dbg !38, !tbaa !25
  %716 = or disjoint i32 %712, 2, !dbg !39
  %717 = zext nneg i32 %716 to i64, !dbg !40
  %718 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %717, !dbg !40
  %719 = load float, ptr %718, align 4, !dbg !40, !tbaa !25
  %720 = fcmp contract ogt float %715, %719, !dbg !41
  %721 = and i32 %3, 256, !dbg !42
  %722 = icmp ne i32 %721, 0, !dbg !42
  %723 = xor i1 %720, %722, !dbg !42
  br i1 %723, label %724, label %725, !dbg !43

724:                                              ; preds = %708
  store float %719, ptr %714, align 4, !dbg !44, !tbaa !25
  store float %715, ptr %718, align 4, !dbg !45, !tbaa !25
  br label %725, !dbg !46

725:                                              ; preds = %724, %708
  %726 = shl nuw nsw i32 %3, 1, !dbg !37
  %727 = zext nneg i32 %726 to i64, !dbg !38
  %728 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %727, !dbg !38
  %729 = load float, ptr %728, align 4, !dbg !38, !tbaa !25
  %730 = or disjoint i32 %726, 1, !dbg !39
  %731 = zext nneg i32 %730 to i64, !dbg !40
  %732 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %731, !dbg !40
  %733 = load float, ptr %732, align 4, !dbg !40, !tbaa !25
  %734 = fcmp contract ogt float %729, %733, !dbg !41
  %735 = and i32 %3, 256, !dbg !42
  %736 = icmp ne i32 %735, 0, !dbg !42
  %737 = xor i1 %734, %736, !dbg !42
  br i1 %737, label %738, label %739, !dbg !43

738:                                              ; preds = %725
  store float %733, ptr %728, align 4, !dbg !44, !tbaa !25
  store float %729, ptr %732, align 4, !dbg !45, !tbaa !25
  br label %739, !dbg !46

739:                                              ; preds = %725, %738
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %740 = load float, ptr %11, align 4, !dbg !50, !tbaa !25
  %741 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !51
  store float %740, ptr %741, align 4, !dbg !52, !tbaa !25
  %742 = load float, ptr %18, align 4, !dbg !53, !tbaa !25
  %743 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !54
  store float %742, ptr %743, align 4, !dbg !55, !tbaa !25
  ret void, !dbg !56

744:                                              ; preds = %2
  store float %26, ptr %21, align 4, !dbg !44, !tbaa !25
  store float %22, ptr %25, align 4, !dbg !45, !tbaa !25
  br label %745, !dbg !46

745:                                              ; preds = %744, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !47
  %746 = shl nuw nsw i32 %3, 1, !dbg !37
  %747 = and i32 %746, 2044, !dbg !37
  %748 = and i32 %3, 1, !dbg !48
  %749 = or disjoint i32 %747, %748, !dbg !49
  %750 = zext nneg i32 %749 to i64, !dbg !38
  %751 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %750, !dbg !38
  %752 = load float, ptr %751, align 4, !dbg !38, !tbaa !25
  %753 = or disjoint i32 %749, 2, !dbg !39
  %754 = zext nneg i32 %753 to i64, !dbg !40
  %755 = getelementptr inbounds [512 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ35b_bitonic_sort_pairs_noinnerbarrierE1s to ptr), i64 0, i64 %754, !dbg !40
  %756 = load float, ptr %755, align 4, !dbg !40, !tbaa !25
  %757 = fcmp contract ogt float %752, %756, !dbg !41
  %758 = and i32 %3, 2, !dbg !42
  %759 = icmp ne i32 %758, 0, !dbg !42
  %760 = xor i1 %757, %759, !dbg !42
  br i1 %760, label %31, label %32, !dbg !43
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
!7 = !DIFile(filename: "b-shared-race-028.cu", directory: ".")
!8 = !{ptr @b_bitonic_sort_pairs_noinnerbarrier, !"kernel", i32 1}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{i32 2, i32 0}
!12 = distinct !DISubprogram(name: "b_bitonic_sort_pairs_noinnerbarrier", scope: !7, file: !7, line: 10, type: !13, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6)
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
!26 = !{!"float", !27, i64 0}
!27 = !{!"omnipotent char", !28, i64 0}
!28 = !{!"Simple C++ TBAA"}
!29 = !DILocation(line: 14, column: 5, scope: !12)
!30 = !DILocation(line: 14, column: 10, scope: !12)
!31 = !DILocation(line: 15, column: 42, scope: !12)
!32 = !DILocation(line: 15, column: 20, scope: !12)
!33 = !DILocation(line: 15, column: 9, scope: !12)
!34 = !DILocation(line: 15, column: 5, scope: !12)
!35 = !DILocation(line: 15, column: 18, scope: !12)
!36 = !DILocation(line: 16, column: 5, scope: !12)
!37 = !DILocation(line: 19, column: 38, scope: !12)
!38 = !DILocation(line: 20, column: 23, scope: !12)
!39 = !DILocation(line: 20, column: 37, scope: !12)
!40 = !DILocation(line: 20, column: 33, scope: !12)
!41 = !DILocation(line: 22, column: 20, scope: !12)
!42 = !DILocation(line: 22, column: 25, scope: !12)
!43 = !DILocation(line: 22, column: 17, scope: !12)
!44 = !DILocation(line: 22, column: 39, scope: !12)
!45 = !DILocation(line: 22, column: 53, scope: !12)
!46 = !DILocation(line: 22, column: 58, scope: !12)
!47 = !DILocation(line: 25, column: 9, scope: !12)
!48 = !DILocation(line: 19, column: 47, scope: !12)
!49 = !DILocation(line: 19, column: 42, scope: !12)
!50 = !DILocation(line: 27, column: 31, scope: !12)
!51 = !DILocation(line: 27, column: 5, scope: !12)
!52 = !DILocation(line: 27, column: 29, scope: !12)
!53 = !DILocation(line: 28, column: 39, scope: !12)
!54 = !DILocation(line: 28, column: 5, scope: !12)
!55 = !DILocation(line: 28, column: 37, scope: !12)
!56 = !DILocation(line: 29, column: 1, scope: !12)
