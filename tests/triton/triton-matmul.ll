; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @matmul_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, i32 %4, i32 %5, i32 %6, i32 %7, i32 %8, ptr addrspace(1) readnone captures(none) %9, ptr addrspace(1) readnone captures(none) %10) local_unnamed_addr #0 !dbg !4 {
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !8
  %14 = shl i32 %12, 6, !dbg !9
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !10
  %16 = lshr i32 %15, 2, !dbg !10
  %17 = and i32 %16, 31, !dbg !10
  %18 = lshr i32 %15, 3, !dbg !10
  %19 = and i32 %18, 15, !dbg !10
  %20 = or disjoint i32 %19, 16, !dbg !10
  %21 = and i32 %15, 7, !dbg !10
  %22 = shl nuw nsw i32 %21, 3, !dbg !10
  %23 = or disjoint i32 %17, %14, !dbg !11
  %24 = or disjoint i32 %23, 32, !dbg !11
  %25 = shl nuw nsw i32 %13, 6, !dbg !12
  %26 = or disjoint i32 %22, %25, !dbg !13
  %27 = mul i32 %6, %23, !dbg !14
  %28 = mul i32 %6, %24, !dbg !14
  %29 = sext i32 %27 to i64, !dbg !15
  %30 = getelementptr half, ptr addrspace(1) %0, i64 %29, !dbg !15
  %31 = sext i32 %28 to i64, !dbg !15
  %32 = getelementptr half, ptr addrspace(1) %0, i64 %31, !dbg !15
  %33 = and i32 %15, 3, !dbg !16
  %34 = shl nuw nsw i32 %33, 3, !dbg !16
  %35 = zext nneg i32 %34 to i64, !dbg !17
  %36 = getelementptr half, ptr addrspace(1) %30, i64 %35, !dbg !17
  %37 = getelementptr half, ptr addrspace(1) %32, i64 %35, !dbg !17
  %38 = mul i32 %7, %19, !dbg !18
  %39 = mul i32 %7, %20, !dbg !18
  %40 = sext i32 %38 to i64, !dbg !19
  %41 = getelementptr half, ptr addrspace(1) %1, i64 %40, !dbg !19
  %42 = sext i32 %39 to i64, !dbg !19
  %43 = getelementptr half, ptr addrspace(1) %1, i64 %42, !dbg !19
  %44 = zext nneg i32 %26 to i64, !dbg !20
  %45 = getelementptr half, ptr addrspace(1) %41, i64 %44, !dbg !20
  %46 = getelementptr half, ptr addrspace(1) %43, i64 %44, !dbg !20
  %47 = add i32 %5, 31, !dbg !21
  %48 = sdiv i32 %47, 32, !dbg !26
  %49 = shl i32 %7, 5, !dbg !27
  %50 = icmp sgt i32 %47, 31, !dbg !28
  %51 = icmp slt i32 %34, %5, !dbg !29
  %52 = and i1 %51, %50, !dbg !28
  %53 = shl nuw nsw i32 %15, 4, !dbg !30
  %54 = and i32 %53, 2032, !dbg !30
  %55 = shl nuw nsw i32 %15, 1, !dbg !30
  %56 = and i32 %55, 48, !dbg !30
  %57 = xor i32 %54, %56, !dbg !30
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !30
  %59 = select i1 %52, i32 16, i32 0, !dbg !30
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %58, ptr addrspace(1) %36, i32 %59) #2, !dbg !30
  %60 = or disjoint i32 %57, 2048, !dbg !30
  %61 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %60, !dbg !30
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %61, ptr addrspace(1) %37, i32 %59) #2, !dbg !30
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !30
  %62 = icmp slt i32 %19, %5, !dbg !31
  %63 = icmp slt i32 %20, %5, !dbg !31
  %64 = and i1 %62, %50, !dbg !28
  %65 = and i1 %63, %50, !dbg !28
  %66 = and i32 %55, 112, !dbg !32
  %67 = xor i32 %54, %66, !dbg !32
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %67, !dbg !32
  %69 = select i1 %64, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %68, ptr addrspace(1) %45, i32 %69) #2, !dbg !32
  %70 = or disjoint i32 %67, 2048, !dbg !32
  %71 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %70, !dbg !32
  %72 = select i1 %65, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %71, ptr addrspace(1) %46, i32 %72) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %73 = icmp sgt i32 %47, 63, !dbg !28
  %74 = getelementptr i8, ptr addrspace(1) %36, i64 64, !dbg !33
  %75 = getelementptr i8, ptr addrspace(1) %37, i64 64, !dbg !33
  %76 = sext i32 %49 to i64, !dbg !34
  %77 = getelementptr half, ptr addrspace(1) %45, i64 %76, !dbg !34
  %78 = getelementptr half, ptr addrspace(1) %46, i64 %76, !dbg !34
  %79 = add i32 %5, -32, !dbg !35
  %80 = icmp slt i32 %34, %79, !dbg !29
  %81 = and i1 %73, %80, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %82 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %57, !dbg !30
  %83 = select i1 %81, i32 16, i32 0, !dbg !30
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %82, ptr addrspace(1) %74, i32 %83) #2, !dbg !30
  %84 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 4096), i32 %60, !dbg !30
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %84, ptr addrspace(1) %75, i32 %83) #2, !dbg !30
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !30
  %85 = icmp slt i32 %19, %79, !dbg !31
  %86 = icmp slt i32 %20, %79, !dbg !31
  %87 = and i1 %73, %85, !dbg !28
  %88 = and i1 %73, %86, !dbg !28
  %89 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %67, !dbg !32
  %90 = select i1 %87, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %89, ptr addrspace(1) %77, i32 %90) #2, !dbg !32
  %91 = getelementptr inbounds nuw i8, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 12288), i32 %70, !dbg !32
  %92 = select i1 %88, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %91, ptr addrspace(1) %78, i32 %92) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %93 = shl nuw nsw i32 %15, 6
  br i1 %50, label %.lr.ph, label %.._crit_edge_crit_edge, !dbg !28

.._crit_edge_crit_edge:                           ; preds = %11
  %.pre = shl nuw nsw i32 %15, 3, !dbg !36
  br label %._crit_edge, !dbg !28

.lr.ph:                                           ; preds = %11
  %94 = add nsw i32 %48, -2
  %95 = and i32 %93, 960
  %96 = shl nuw nsw i32 %15, 3
  %97 = and i32 %96, 48
  %98 = and i32 %15, 16
  %99 = and i32 %53, 1024
  %100 = or disjoint i32 %95, %97
  %101 = xor i32 %100, %98
  %102 = or disjoint i32 %101, %99
  %103 = xor i32 %102, 32
  %104 = shl nuw nsw i32 %15, 7
  %105 = and i32 %104, 3968
  %106 = shl nuw nsw i32 %21, 4
  %107 = lshr i32 %15, 1
  %108 = and i32 %107, 16
  %109 = xor i32 %106, %108
  %110 = or disjoint i32 %109, %105
  %111 = xor i32 %110, 32
  %112 = xor i32 %110, 64
  %113 = xor i32 %110, 96
  %.neg126 = add nsw i32 %5, -64
  br label %114, !dbg !28

114:                                              ; preds = %.lr.ph, %114
  %115 = phi i32 [ -1, %.lr.ph ], [ %153, %114 ]
  %116 = phi i32 [ 1, %.lr.ph ], [ %291, %114 ]
  %.pn48130 = phi ptr addrspace(1) [ %78, %.lr.ph ], [ %288, %114 ]
  %.pn64129 = phi ptr addrspace(1) [ %77, %.lr.ph ], [ %287, %114 ]
  %.pn16128 = phi ptr addrspace(1) [ %75, %.lr.ph ], [ %286, %114 ]
  %.pn32127 = phi ptr addrspace(1) [ %74, %.lr.ph ], [ %285, %114 ]
  %117 = phi float [ 0.000000e+00, %.lr.ph ], [ %246, %114 ]
  %118 = phi float [ 0.000000e+00, %.lr.ph ], [ %247, %114 ]
  %119 = phi float [ 0.000000e+00, %.lr.ph ], [ %248, %114 ]
  %120 = phi float [ 0.000000e+00, %.lr.ph ], [ %249, %114 ]
  %121 = phi float [ 0.000000e+00, %.lr.ph ], [ %251, %114 ]
  %122 = phi float [ 0.000000e+00, %.lr.ph ], [ %252, %114 ]
  %123 = phi float [ 0.000000e+00, %.lr.ph ], [ %253, %114 ]
  %124 = phi float [ 0.000000e+00, %.lr.ph ], [ %254, %114 ]
  %125 = phi float [ 0.000000e+00, %.lr.ph ], [ %256, %114 ]
  %126 = phi float [ 0.000000e+00, %.lr.ph ], [ %257, %114 ]
  %127 = phi float [ 0.000000e+00, %.lr.ph ], [ %258, %114 ]
  %128 = phi float [ 0.000000e+00, %.lr.ph ], [ %259, %114 ]
  %129 = phi float [ 0.000000e+00, %.lr.ph ], [ %261, %114 ]
  %130 = phi float [ 0.000000e+00, %.lr.ph ], [ %262, %114 ]
  %131 = phi float [ 0.000000e+00, %.lr.ph ], [ %263, %114 ]
  %132 = phi float [ 0.000000e+00, %.lr.ph ], [ %264, %114 ]
  %133 = phi float [ 0.000000e+00, %.lr.ph ], [ %266, %114 ]
  %134 = phi float [ 0.000000e+00, %.lr.ph ], [ %267, %114 ]
  %135 = phi float [ 0.000000e+00, %.lr.ph ], [ %268, %114 ]
  %136 = phi float [ 0.000000e+00, %.lr.ph ], [ %269, %114 ]
  %137 = phi float [ 0.000000e+00, %.lr.ph ], [ %271, %114 ]
  %138 = phi float [ 0.000000e+00, %.lr.ph ], [ %272, %114 ]
  %139 = phi float [ 0.000000e+00, %.lr.ph ], [ %273, %114 ]
  %140 = phi float [ 0.000000e+00, %.lr.ph ], [ %274, %114 ]
  %141 = phi float [ 0.000000e+00, %.lr.ph ], [ %276, %114 ]
  %142 = phi float [ 0.000000e+00, %.lr.ph ], [ %277, %114 ]
  %143 = phi float [ 0.000000e+00, %.lr.ph ], [ %278, %114 ]
  %144 = phi float [ 0.000000e+00, %.lr.ph ], [ %279, %114 ]
  %145 = phi float [ 0.000000e+00, %.lr.ph ], [ %281, %114 ]
  %146 = phi float [ 0.000000e+00, %.lr.ph ], [ %282, %114 ]
  %147 = phi float [ 0.000000e+00, %.lr.ph ], [ %283, %114 ]
  %148 = phi float [ 0.000000e+00, %.lr.ph ], [ %284, %114 ]
  %149 = phi i32 [ 0, %.lr.ph ], [ %310, %114 ]
  %150 = icmp slt i32 %149, %94, !dbg !28
  %151 = add i32 %115, 1, !dbg !28
  %152 = icmp sgt i32 %151, 1, !dbg !28
  %153 = select i1 %152, i32 0, i32 %151, !dbg !28
  tail call void @llvm.nvvm.cp.async.wait.group(i32 2), !dbg !30
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %154 = shl i32 %153, 11, !dbg !30
  %155 = getelementptr half, ptr addrspace(3) @global_smem, i32 %154, !dbg !30
  %156 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 %102, !dbg !30
  %157 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %156), !dbg !30
  %158 = extractvalue { i32, i32, i32, i32 } %157, 0, !dbg !30
  %159 = extractvalue { i32, i32, i32, i32 } %157, 1, !dbg !30
  %160 = extractvalue { i32, i32, i32, i32 } %157, 2, !dbg !30
  %161 = extractvalue { i32, i32, i32, i32 } %157, 3, !dbg !30
  %162 = getelementptr inbounds nuw i8, ptr addrspace(3) %156, i32 2048, !dbg !30
  %163 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %162), !dbg !30
  %164 = extractvalue { i32, i32, i32, i32 } %163, 0, !dbg !30
  %165 = extractvalue { i32, i32, i32, i32 } %163, 1, !dbg !30
  %166 = extractvalue { i32, i32, i32, i32 } %163, 2, !dbg !30
  %167 = extractvalue { i32, i32, i32, i32 } %163, 3, !dbg !30
  %168 = getelementptr inbounds nuw i8, ptr addrspace(3) %155, i32 %103, !dbg !30
  %169 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) %168), !dbg !30
  %170 = extractvalue { i32, i32, i32, i32 } %169, 0, !dbg !30
  %171 = extractvalue { i32, i32, i32, i32 } %169, 1, !dbg !30
  %172 = extractvalue { i32, i32, i32, i32 } %169, 2, !dbg !30
  %173 = extractvalue { i32, i32, i32, i32 } %169, 3, !dbg !30
  %174 = getelementptr inbounds nuw i8, ptr addrspace(3) %168, i32 2048, !dbg !30
  %175 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) nonnull %174), !dbg !30
  %176 = extractvalue { i32, i32, i32, i32 } %175, 0, !dbg !30
  %177 = extractvalue { i32, i32, i32, i32 } %175, 1, !dbg !30
  %178 = extractvalue { i32, i32, i32, i32 } %175, 2, !dbg !30
  %179 = extractvalue { i32, i32, i32, i32 } %175, 3, !dbg !30
  %180 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %154, !dbg !32
  %181 = getelementptr inbounds nuw i8, ptr addrspace(3) %180, i32 %110, !dbg !32
  %182 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %181), !dbg !32
  %183 = extractvalue { i32, i32, i32, i32 } %182, 0, !dbg !32
  %184 = extractvalue { i32, i32, i32, i32 } %182, 1, !dbg !32
  %185 = extractvalue { i32, i32, i32, i32 } %182, 2, !dbg !32
  %186 = extractvalue { i32, i32, i32, i32 } %182, 3, !dbg !32
  %187 = getelementptr inbounds nuw i8, ptr addrspace(3) %180, i32 %111, !dbg !32
  %188 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %187), !dbg !32
  %189 = extractvalue { i32, i32, i32, i32 } %188, 0, !dbg !32
  %190 = extractvalue { i32, i32, i32, i32 } %188, 1, !dbg !32
  %191 = extractvalue { i32, i32, i32, i32 } %188, 2, !dbg !32
  %192 = extractvalue { i32, i32, i32, i32 } %188, 3, !dbg !32
  %193 = getelementptr inbounds nuw i8, ptr addrspace(3) %180, i32 %112, !dbg !32
  %194 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %193), !dbg !32
  %195 = extractvalue { i32, i32, i32, i32 } %194, 0, !dbg !32
  %196 = extractvalue { i32, i32, i32, i32 } %194, 1, !dbg !32
  %197 = extractvalue { i32, i32, i32, i32 } %194, 2, !dbg !32
  %198 = extractvalue { i32, i32, i32, i32 } %194, 3, !dbg !32
  %199 = getelementptr inbounds nuw i8, ptr addrspace(3) %180, i32 %113, !dbg !32
  %200 = tail call { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) %199), !dbg !32
  %201 = extractvalue { i32, i32, i32, i32 } %200, 0, !dbg !32
  %202 = extractvalue { i32, i32, i32, i32 } %200, 1, !dbg !32
  %203 = extractvalue { i32, i32, i32, i32 } %200, 2, !dbg !32
  %204 = extractvalue { i32, i32, i32, i32 } %200, 3, !dbg !32
  %205 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %117, float %118, float %119, float %120, i32 %158, i32 %159, i32 %160, i32 %161, i32 %183, i32 %184) #2, !dbg !37
  %206 = extractvalue { float, float, float, float } %205, 0, !dbg !37
  %207 = extractvalue { float, float, float, float } %205, 1, !dbg !37
  %208 = extractvalue { float, float, float, float } %205, 2, !dbg !37
  %209 = extractvalue { float, float, float, float } %205, 3, !dbg !37
  %210 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %121, float %122, float %123, float %124, i32 %158, i32 %159, i32 %160, i32 %161, i32 %189, i32 %190) #2, !dbg !37
  %211 = extractvalue { float, float, float, float } %210, 0, !dbg !37
  %212 = extractvalue { float, float, float, float } %210, 1, !dbg !37
  %213 = extractvalue { float, float, float, float } %210, 2, !dbg !37
  %214 = extractvalue { float, float, float, float } %210, 3, !dbg !37
  %215 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %125, float %126, float %127, float %128, i32 %158, i32 %159, i32 %160, i32 %161, i32 %195, i32 %196) #2, !dbg !37
  %216 = extractvalue { float, float, float, float } %215, 0, !dbg !37
  %217 = extractvalue { float, float, float, float } %215, 1, !dbg !37
  %218 = extractvalue { float, float, float, float } %215, 2, !dbg !37
  %219 = extractvalue { float, float, float, float } %215, 3, !dbg !37
  %220 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %129, float %130, float %131, float %132, i32 %158, i32 %159, i32 %160, i32 %161, i32 %201, i32 %202) #2, !dbg !37
  %221 = extractvalue { float, float, float, float } %220, 0, !dbg !37
  %222 = extractvalue { float, float, float, float } %220, 1, !dbg !37
  %223 = extractvalue { float, float, float, float } %220, 2, !dbg !37
  %224 = extractvalue { float, float, float, float } %220, 3, !dbg !37
  %225 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %133, float %134, float %135, float %136, i32 %164, i32 %165, i32 %166, i32 %167, i32 %183, i32 %184) #2, !dbg !37
  %226 = extractvalue { float, float, float, float } %225, 0, !dbg !37
  %227 = extractvalue { float, float, float, float } %225, 1, !dbg !37
  %228 = extractvalue { float, float, float, float } %225, 2, !dbg !37
  %229 = extractvalue { float, float, float, float } %225, 3, !dbg !37
  %230 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %137, float %138, float %139, float %140, i32 %164, i32 %165, i32 %166, i32 %167, i32 %189, i32 %190) #2, !dbg !37
  %231 = extractvalue { float, float, float, float } %230, 0, !dbg !37
  %232 = extractvalue { float, float, float, float } %230, 1, !dbg !37
  %233 = extractvalue { float, float, float, float } %230, 2, !dbg !37
  %234 = extractvalue { float, float, float, float } %230, 3, !dbg !37
  %235 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %141, float %142, float %143, float %144, i32 %164, i32 %165, i32 %166, i32 %167, i32 %195, i32 %196) #2, !dbg !37
  %236 = extractvalue { float, float, float, float } %235, 0, !dbg !37
  %237 = extractvalue { float, float, float, float } %235, 1, !dbg !37
  %238 = extractvalue { float, float, float, float } %235, 2, !dbg !37
  %239 = extractvalue { float, float, float, float } %235, 3, !dbg !37
  %240 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %145, float %146, float %147, float %148, i32 %164, i32 %165, i32 %166, i32 %167, i32 %201, i32 %202) #2, !dbg !37
  %241 = extractvalue { float, float, float, float } %240, 0, !dbg !37
  %242 = extractvalue { float, float, float, float } %240, 1, !dbg !37
  %243 = extractvalue { float, float, float, float } %240, 2, !dbg !37
  %244 = extractvalue { float, float, float, float } %240, 3, !dbg !37
  %245 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %206, float %207, float %208, float %209, i32 %170, i32 %171, i32 %172, i32 %173, i32 %185, i32 %186) #2, !dbg !37
  %246 = extractvalue { float, float, float, float } %245, 0, !dbg !37
  %247 = extractvalue { float, float, float, float } %245, 1, !dbg !37
  %248 = extractvalue { float, float, float, float } %245, 2, !dbg !37
  %249 = extractvalue { float, float, float, float } %245, 3, !dbg !37
  %250 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %211, float %212, float %213, float %214, i32 %170, i32 %171, i32 %172, i32 %173, i32 %191, i32 %192) #2, !dbg !37
  %251 = extractvalue { float, float, float, float } %250, 0, !dbg !37
  %252 = extractvalue { float, float, float, float } %250, 1, !dbg !37
  %253 = extractvalue { float, float, float, float } %250, 2, !dbg !37
  %254 = extractvalue { float, float, float, float } %250, 3, !dbg !37
  %255 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %216, float %217, float %218, float %219, i32 %170, i32 %171, i32 %172, i32 %173, i32 %197, i32 %198) #2, !dbg !37
  %256 = extractvalue { float, float, float, float } %255, 0, !dbg !37
  %257 = extractvalue { float, float, float, float } %255, 1, !dbg !37
  %258 = extractvalue { float, float, float, float } %255, 2, !dbg !37
  %259 = extractvalue { float, float, float, float } %255, 3, !dbg !37
  %260 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %221, float %222, float %223, float %224, i32 %170, i32 %171, i32 %172, i32 %173, i32 %203, i32 %204) #2, !dbg !37
  %261 = extractvalue { float, float, float, float } %260, 0, !dbg !37
  %262 = extractvalue { float, float, float, float } %260, 1, !dbg !37
  %263 = extractvalue { float, float, float, float } %260, 2, !dbg !37
  %264 = extractvalue { float, float, float, float } %260, 3, !dbg !37
  %265 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %226, float %227, float %228, float %229, i32 %176, i32 %177, i32 %178, i32 %179, i32 %185, i32 %186) #2, !dbg !37
  %266 = extractvalue { float, float, float, float } %265, 0, !dbg !37
  %267 = extractvalue { float, float, float, float } %265, 1, !dbg !37
  %268 = extractvalue { float, float, float, float } %265, 2, !dbg !37
  %269 = extractvalue { float, float, float, float } %265, 3, !dbg !37
  %270 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %231, float %232, float %233, float %234, i32 %176, i32 %177, i32 %178, i32 %179, i32 %191, i32 %192) #2, !dbg !37
  %271 = extractvalue { float, float, float, float } %270, 0, !dbg !37
  %272 = extractvalue { float, float, float, float } %270, 1, !dbg !37
  %273 = extractvalue { float, float, float, float } %270, 2, !dbg !37
  %274 = extractvalue { float, float, float, float } %270, 3, !dbg !37
  %275 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %236, float %237, float %238, float %239, i32 %176, i32 %177, i32 %178, i32 %179, i32 %197, i32 %198) #2, !dbg !37
  %276 = extractvalue { float, float, float, float } %275, 0, !dbg !37
  %277 = extractvalue { float, float, float, float } %275, 1, !dbg !37
  %278 = extractvalue { float, float, float, float } %275, 2, !dbg !37
  %279 = extractvalue { float, float, float, float } %275, 3, !dbg !37
  %280 = tail call { float, float, float, float } asm sideeffect "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 { $0, $1, $2, $3 }, { $8, $9, $10, $11 }, { $12, $13 }, { $4, $5, $6, $7 };", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,r,r"(float %241, float %242, float %243, float %244, i32 %176, i32 %177, i32 %178, i32 %179, i32 %203, i32 %204) #2, !dbg !37
  %281 = extractvalue { float, float, float, float } %280, 0, !dbg !37
  %282 = extractvalue { float, float, float, float } %280, 1, !dbg !37
  %283 = extractvalue { float, float, float, float } %280, 2, !dbg !37
  %284 = extractvalue { float, float, float, float } %280, 3, !dbg !37
  %285 = getelementptr i8, ptr addrspace(1) %.pn32127, i64 64, !dbg !33
  %286 = getelementptr i8, ptr addrspace(1) %.pn16128, i64 64, !dbg !33
  %287 = getelementptr half, ptr addrspace(1) %.pn64129, i64 %76, !dbg !34
  %288 = getelementptr half, ptr addrspace(1) %.pn48130, i64 %76, !dbg !34
  %289 = add i32 %116, 1, !dbg !28
  %290 = icmp sgt i32 %289, 1, !dbg !28
  %291 = select i1 %290, i32 0, i32 %289, !dbg !28
  %292 = shl i32 %149, 5, !dbg !35
  %293 = sub i32 %.neg126, %292, !dbg !35
  %294 = icmp slt i32 %34, %293, !dbg !29
  %295 = shl i32 %291, 11, !dbg !30
  %296 = getelementptr half, ptr addrspace(3) @global_smem, i32 %295, !dbg !30
  %297 = and i1 %150, %294, !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !30
  %298 = getelementptr inbounds nuw i8, ptr addrspace(3) %296, i32 %57, !dbg !30
  %299 = select i1 %297, i32 16, i32 0, !dbg !30
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %298, ptr addrspace(1) %285, i32 %299) #2, !dbg !30
  %300 = getelementptr inbounds nuw i8, ptr addrspace(3) %296, i32 %60, !dbg !30
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %300, ptr addrspace(1) %286, i32 %299) #2, !dbg !30
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !30
  %301 = icmp slt i32 %19, %293, !dbg !31
  %302 = icmp slt i32 %20, %293, !dbg !31
  %303 = getelementptr half, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8192), i32 %295, !dbg !32
  %304 = and i1 %150, %301, !dbg !28
  %305 = and i1 %150, %302, !dbg !28
  %306 = getelementptr inbounds nuw i8, ptr addrspace(3) %303, i32 %67, !dbg !32
  %307 = select i1 %304, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) %306, ptr addrspace(1) %287, i32 %307) #2, !dbg !32
  %308 = getelementptr inbounds nuw i8, ptr addrspace(3) %303, i32 %70, !dbg !32
  %309 = select i1 %305, i32 16, i32 0, !dbg !32
  tail call void asm sideeffect "cp.async.cg.shared.global [ $0 + 0 ], [ $1 + 0 ], 0x10, $2;", "r,l,r"(ptr addrspace(3) nonnull %308, ptr addrspace(1) %288, i32 %309) #2, !dbg !32
  tail call void @llvm.nvvm.cp.async.commit.group(), !dbg !32
  %310 = add nuw nsw i32 %149, 1, !dbg !28
  %exitcond.not = icmp eq i32 %310, %48, !dbg !28
  br i1 %exitcond.not, label %._crit_edge.loopexit, label %114, !dbg !28

._crit_edge.loopexit:                             ; preds = %114
  %311 = insertelement <32 x float> poison, float %246, i64 0, !dbg !38
  %312 = insertelement <32 x float> %311, float %247, i64 1, !dbg !38
  %313 = insertelement <32 x float> %312, float %266, i64 2, !dbg !38
  %314 = insertelement <32 x float> %313, float %267, i64 3, !dbg !38
  %315 = insertelement <32 x float> %314, float %248, i64 4, !dbg !38
  %316 = insertelement <32 x float> %315, float %249, i64 5, !dbg !38
  %317 = insertelement <32 x float> %316, float %268, i64 6, !dbg !38
  %318 = insertelement <32 x float> %317, float %269, i64 7, !dbg !38
  %319 = insertelement <32 x float> %318, float %251, i64 8, !dbg !38
  %320 = insertelement <32 x float> %319, float %252, i64 9, !dbg !38
  %321 = insertelement <32 x float> %320, float %271, i64 10, !dbg !38
  %322 = insertelement <32 x float> %321, float %272, i64 11, !dbg !38
  %323 = insertelement <32 x float> %322, float %253, i64 12, !dbg !38
  %324 = insertelement <32 x float> %323, float %254, i64 13, !dbg !38
  %325 = insertelement <32 x float> %324, float %273, i64 14, !dbg !38
  %326 = insertelement <32 x float> %325, float %274, i64 15, !dbg !38
  %327 = insertelement <32 x float> %326, float %256, i64 16, !dbg !38
  %328 = insertelement <32 x float> %327, float %257, i64 17, !dbg !38
  %329 = insertelement <32 x float> %328, float %276, i64 18, !dbg !38
  %330 = insertelement <32 x float> %329, float %277, i64 19, !dbg !38
  %331 = insertelement <32 x float> %330, float %258, i64 20, !dbg !38
  %332 = insertelement <32 x float> %331, float %259, i64 21, !dbg !38
  %333 = insertelement <32 x float> %332, float %278, i64 22, !dbg !38
  %334 = insertelement <32 x float> %333, float %279, i64 23, !dbg !38
  %335 = insertelement <32 x float> %334, float %261, i64 24, !dbg !38
  %336 = insertelement <32 x float> %335, float %262, i64 25, !dbg !38
  %337 = insertelement <32 x float> %336, float %281, i64 26, !dbg !38
  %338 = insertelement <32 x float> %337, float %282, i64 27, !dbg !38
  %339 = insertelement <32 x float> %338, float %263, i64 28, !dbg !38
  %340 = insertelement <32 x float> %339, float %264, i64 29, !dbg !38
  %341 = insertelement <32 x float> %340, float %283, i64 30, !dbg !38
  %342 = insertelement <32 x float> %341, float %284, i64 31, !dbg !38
  %343 = fptrunc <32 x float> %342 to <32 x half>, !dbg !38
  br label %._crit_edge, !dbg !10

._crit_edge:                                      ; preds = %._crit_edge.loopexit, %.._crit_edge_crit_edge
  %.pre-phi = phi i32 [ %.pre, %.._crit_edge_crit_edge ], [ %96, %._crit_edge.loopexit ], !dbg !36
  %344 = phi <32 x half> [ zeroinitializer, %.._crit_edge_crit_edge ], [ %343, %._crit_edge.loopexit ]
  %345 = or disjoint i32 %19, %14, !dbg !10
  %346 = or disjoint i32 %345, 48, !dbg !11
  %347 = or disjoint i32 %345, 32, !dbg !11
  %348 = or disjoint i32 %20, %14, !dbg !11
  tail call void @llvm.nvvm.cp.async.wait.group(i32 0), !dbg !28
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !28
  %349 = mul i32 %8, %345, !dbg !39
  %350 = mul i32 %8, %348, !dbg !39
  %351 = mul i32 %8, %347, !dbg !39
  %352 = mul i32 %8, %346, !dbg !39
  %353 = sext i32 %349 to i64, !dbg !40
  %354 = getelementptr half, ptr addrspace(1) %2, i64 %353, !dbg !40
  %355 = sext i32 %350 to i64, !dbg !40
  %356 = getelementptr half, ptr addrspace(1) %2, i64 %355, !dbg !40
  %357 = sext i32 %351 to i64, !dbg !40
  %358 = getelementptr half, ptr addrspace(1) %2, i64 %357, !dbg !40
  %359 = sext i32 %352 to i64, !dbg !40
  %360 = getelementptr half, ptr addrspace(1) %2, i64 %359, !dbg !40
  %361 = getelementptr half, ptr addrspace(1) %354, i64 %44, !dbg !41
  %362 = getelementptr half, ptr addrspace(1) %356, i64 %44, !dbg !41
  %363 = getelementptr half, ptr addrspace(1) %358, i64 %44, !dbg !41
  %364 = getelementptr half, ptr addrspace(1) %360, i64 %44, !dbg !41
  %365 = icmp slt i32 %345, %3, !dbg !42
  %366 = icmp slt i32 %348, %3, !dbg !42
  %367 = icmp slt i32 %347, %3, !dbg !42
  %368 = icmp slt i32 %346, %3, !dbg !42
  %369 = icmp slt i32 %26, %4, !dbg !43
  %370 = and i1 %365, %369, !dbg !44
  %371 = and i1 %366, %369, !dbg !44
  %372 = and i1 %367, %369, !dbg !44
  %373 = and i1 %368, %369, !dbg !44
  %374 = shl nuw nsw i32 %33, 11, !dbg !36
  %375 = and i32 %.pre-phi, 696, !dbg !36
  %376 = and i32 %15, 8, !dbg !36
  %377 = icmp eq i32 %376, 0, !dbg !36
  %378 = select i1 %377, i32 0, i32 1088, !dbg !36
  %379 = and i32 %55, 64, !dbg !36
  %380 = or disjoint i32 %378, %375, !dbg !36
  %381 = xor i32 %380, %379, !dbg !36
  %382 = or disjoint i32 %381, %374, !dbg !36
  %383 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %382, !dbg !36
  %384 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>, !dbg !36
  store <4 x half> %384, ptr addrspace(3) %383, align 8, !dbg !36
  %385 = getelementptr inbounds nuw i8, ptr addrspace(3) %383, i32 256, !dbg !36
  %386 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>, !dbg !36
  store <4 x half> %386, ptr addrspace(3) %385, align 8, !dbg !36
  %387 = xor i32 %382, 8, !dbg !36
  %388 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %387, !dbg !36
  %389 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>, !dbg !36
  store <4 x half> %389, ptr addrspace(3) %388, align 8, !dbg !36
  %390 = getelementptr inbounds nuw i8, ptr addrspace(3) %388, i32 256, !dbg !36
  %391 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>, !dbg !36
  store <4 x half> %391, ptr addrspace(3) %390, align 8, !dbg !36
  %392 = xor i32 %382, 16, !dbg !36
  %393 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %392, !dbg !36
  %394 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 16, i32 17, i32 18, i32 19>, !dbg !36
  store <4 x half> %394, ptr addrspace(3) %393, align 8, !dbg !36
  %395 = getelementptr inbounds nuw i8, ptr addrspace(3) %393, i32 256, !dbg !36
  %396 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 20, i32 21, i32 22, i32 23>, !dbg !36
  store <4 x half> %396, ptr addrspace(3) %395, align 8, !dbg !36
  %397 = xor i32 %382, 24, !dbg !36
  %398 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %397, !dbg !36
  %399 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 24, i32 25, i32 26, i32 27>, !dbg !36
  store <4 x half> %399, ptr addrspace(3) %398, align 8, !dbg !36
  %400 = getelementptr inbounds nuw i8, ptr addrspace(3) %398, i32 256, !dbg !36
  %401 = shufflevector <32 x half> %344, <32 x half> poison, <4 x i32> <i32 28, i32 29, i32 30, i32 31>, !dbg !36
  store <4 x half> %401, ptr addrspace(3) %400, align 8, !dbg !36
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !36
  %402 = and i32 %93, 1088, !dbg !36
  %403 = shl nuw nsw i32 %15, 2, !dbg !36
  %404 = and i32 %403, 504, !dbg !36
  %405 = xor i32 %402, %404, !dbg !36
  %406 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %405, !dbg !36
  %407 = load <2 x i32>, ptr addrspace(3) %406, align 8, !dbg !36
  %408 = getelementptr inbounds nuw i8, ptr addrspace(3) %406, i32 512, !dbg !36
  %409 = load <2 x i32>, ptr addrspace(3) %408, align 8, !dbg !36
  %410 = xor i32 %405, 2056, !dbg !36
  %411 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %410, !dbg !36
  %412 = load <2 x i32>, ptr addrspace(3) %411, align 8, !dbg !36
  %413 = getelementptr inbounds nuw i8, ptr addrspace(3) %411, i32 512, !dbg !36
  %414 = load <2 x i32>, ptr addrspace(3) %413, align 8, !dbg !36
  %415 = xor i32 %405, 4112, !dbg !36
  %416 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %415, !dbg !36
  %417 = load <2 x i32>, ptr addrspace(3) %416, align 8, !dbg !36
  %418 = getelementptr inbounds nuw i8, ptr addrspace(3) %416, i32 512, !dbg !36
  %419 = load <2 x i32>, ptr addrspace(3) %418, align 8, !dbg !36
  %420 = xor i32 %405, 6168, !dbg !36
  %421 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %420, !dbg !36
  %422 = load <2 x i32>, ptr addrspace(3) %421, align 8, !dbg !36
  %423 = getelementptr inbounds nuw i8, ptr addrspace(3) %421, i32 512, !dbg !36
  %424 = load <2 x i32>, ptr addrspace(3) %423, align 8, !dbg !36
  %.uncasted.extract = extractelement <2 x i32> %407, i64 0, !dbg !36
  %.uncasted.extract97 = extractelement <2 x i32> %412, i64 0, !dbg !36
  %.uncasted.extract99 = extractelement <2 x i32> %417, i64 0, !dbg !36
  %.uncasted.extract101 = extractelement <2 x i32> %422, i64 0, !dbg !36
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.uncasted.extract, i32 %.uncasted.extract97, i32 %.uncasted.extract99, i32 %.uncasted.extract101, ptr addrspace(1) %361, i1 %370) #2, !dbg !36
  %.uncasted.extract103 = extractelement <2 x i32> %409, i64 0, !dbg !36
  %.uncasted.extract105 = extractelement <2 x i32> %414, i64 0, !dbg !36
  %.uncasted.extract107 = extractelement <2 x i32> %419, i64 0, !dbg !36
  %.uncasted.extract109 = extractelement <2 x i32> %424, i64 0, !dbg !36
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.uncasted.extract103, i32 %.uncasted.extract105, i32 %.uncasted.extract107, i32 %.uncasted.extract109, ptr addrspace(1) %362, i1 %371) #2, !dbg !36
  %.uncasted.extract111 = extractelement <2 x i32> %407, i64 1, !dbg !36
  %.uncasted.extract113 = extractelement <2 x i32> %412, i64 1, !dbg !36
  %.uncasted.extract115 = extractelement <2 x i32> %417, i64 1, !dbg !36
  %.uncasted.extract117 = extractelement <2 x i32> %422, i64 1, !dbg !36
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.uncasted.extract111, i32 %.uncasted.extract113, i32 %.uncasted.extract115, i32 %.uncasted.extract117, ptr addrspace(1) %363, i1 %372) #2, !dbg !36
  %.uncasted.extract119 = extractelement <2 x i32> %409, i64 1, !dbg !36
  %.uncasted.extract121 = extractelement <2 x i32> %414, i64 1, !dbg !36
  %.uncasted.extract123 = extractelement <2 x i32> %419, i64 1, !dbg !36
  %.uncasted.extract125 = extractelement <2 x i32> %424, i64 1, !dbg !36
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %.uncasted.extract119, i32 %.uncasted.extract121, i32 %.uncasted.extract123, i32 %.uncasted.extract125, ptr addrspace(1) %364, i1 %373) #2, !dbg !36
  ret void, !dbg !45
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #2

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3(ptr addrspace(3) readonly captures(none)) #4

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare { i32, i32, i32, i32 } @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16.p3(ptr addrspace(3) readonly captures(none)) #4

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nounwind memory(argmem: read) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gen-triton.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "matmul_kernel", linkageName: "matmul_kernel", scope: !1, file: !1, line: 53, type: !5, scopeLine: 53, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 55, column: 26, scope: !4)
!8 = !DILocation(line: 56, column: 26, scope: !4)
!9 = !DILocation(line: 57, column: 17, scope: !4)
!10 = !DILocation(line: 57, column: 35, scope: !4)
!11 = !DILocation(line: 57, column: 22, scope: !4)
!12 = !DILocation(line: 58, column: 17, scope: !4)
!13 = !DILocation(line: 58, column: 22, scope: !4)
!14 = !DILocation(line: 60, column: 30, scope: !4)
!15 = !DILocation(line: 60, column: 16, scope: !4)
!16 = !DILocation(line: 60, column: 39, scope: !4)
!17 = !DILocation(line: 60, column: 36, scope: !4)
!18 = !DILocation(line: 61, column: 30, scope: !4)
!19 = !DILocation(line: 61, column: 16, scope: !4)
!20 = !DILocation(line: 61, column: 36, scope: !4)
!21 = !DILocation(line: 43, column: 17, scope: !22, inlinedAt: !24)
!22 = distinct !DILexicalBlockFile(scope: !4, file: !23, discriminator: 0)
!23 = !DIFile(filename: "standard.py", directory: "/opt/torch/.venv/lib/python3.12/site-packages/triton/language")
!24 = !DILocation(line: 63, column: 33, scope: !25)
!25 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!26 = !DILocation(line: 43, column: 30, scope: !22, inlinedAt: !24)
!27 = !DILocation(line: 67, column: 18, scope: !4)
!28 = !DILocation(line: 63, column: 22, scope: !4)
!29 = !DILocation(line: 64, column: 52, scope: !4)
!30 = !DILocation(line: 64, column: 30, scope: !4)
!31 = !DILocation(line: 65, column: 52, scope: !4)
!32 = !DILocation(line: 65, column: 30, scope: !4)
!33 = !DILocation(line: 66, column: 13, scope: !4)
!34 = !DILocation(line: 67, column: 13, scope: !4)
!35 = !DILocation(line: 64, column: 56, scope: !4)
!36 = !DILocation(line: 69, column: 16, scope: !4)
!37 = !DILocation(line: 65, column: 22, scope: !4)
!38 = !DILocation(line: 69, column: 23, scope: !4)
!39 = !DILocation(line: 68, column: 30, scope: !4)
!40 = !DILocation(line: 68, column: 16, scope: !4)
!41 = !DILocation(line: 68, column: 36, scope: !4)
!42 = !DILocation(line: 69, column: 56, scope: !4)
!43 = !DILocation(line: 69, column: 76, scope: !4)
!44 = !DILocation(line: 69, column: 62, scope: !4)
!45 = !DILocation(line: 69, column: 4, scope: !4)
