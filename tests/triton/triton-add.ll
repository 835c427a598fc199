; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @add_kernel(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) readnone captures(none) %4, ptr addrspace(1) readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !7
  %8 = shl i32 %7, 10, !dbg !8
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !9
  %10 = shl nuw nsw i32 %9, 2, !dbg !9
  %11 = and i32 %10, 508, !dbg !9
  %12 = or disjoint i32 %11, %8, !dbg !10
  %13 = or disjoint i32 %12, 512, !dbg !10
  %14 = icmp slt i32 %12, %3, !dbg !11
  %15 = icmp slt i32 %13, %3, !dbg !11
  %16 = sext i32 %12 to i64, !dbg !12
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %16, !dbg !12
  %18 = sext i32 %13 to i64, !dbg !12
  %19 = getelementptr float, ptr addrspace(1) %2, i64 %18, !dbg !12
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %16, !dbg !13
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %18, !dbg !13
  %22 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %20, i1 %14) #2, !dbg !14
  %23 = extractvalue { i32, i32, i32, i32 } %22, 0, !dbg !14
  %24 = extractvalue { i32, i32, i32, i32 } %22, 1, !dbg !14
  %25 = extractvalue { i32, i32, i32, i32 } %22, 2, !dbg !14
  %26 = extractvalue { i32, i32, i32, i32 } %22, 3, !dbg !14
  %27 = bitcast i32 %23 to float, !dbg !14
  %28 = bitcast i32 %24 to float, !dbg !14
  %29 = bitcast i32 %25 to float, !dbg !14
  %30 = bitcast i32 %26 to float, !dbg !14
  %31 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %21, i1 %15) #2, !dbg !14
  %32 = extractvalue { i32, i32, i32, i32 } %31, 0, !dbg !14
  %33 = extractvalue { i32, i32, i32, i32 } %31, 1, !dbg !14
  %34 = extractvalue { i32, i32, i32, i32 } %31, 2, !dbg !14
  %35 = extractvalue { i32, i32, i32, i32 } %31, 3, !dbg !14
  %36 = bitcast i32 %32 to float, !dbg !14
  %37 = bitcast i32 %33 to float, !dbg !14
  %38 = bitcast i32 %34 to float, !dbg !14
  %39 = bitcast i32 %35 to float, !dbg !14
  %40 = getelementptr float, ptr addrspace(1) %1, i64 %16, !dbg !15
  %41 = getelementptr float, ptr addrspace(1) %1, i64 %18, !dbg !15
  %42 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %40, i1 %14) #2, !dbg !16
  %43 = extractvalue { i32, i32, i32, i32 } %42, 0, !dbg !16
  %44 = extractvalue { i32, i32, i32, i32 } %42, 1, !dbg !16
  %45 = extractvalue { i32, i32, i32, i32 } %42, 2, !dbg !16
  %46 = extractvalue { i32, i32, i32, i32 } %42, 3, !dbg !16
  %47 = bitcast i32 %43 to float, !dbg !16
  %48 = bitcast i32 %44 to float, !dbg !16
  %49 = bitcast i32 %45 to float, !dbg !16
  %50 = bitcast i32 %46 to float, !dbg !16
  %51 = tail call { i32, i32, i32, i32 } asm sideeffect "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b"(ptr addrspace(1) %41, i1 %15) #2, !dbg !16
  %52 = extractvalue { i32, i32, i32, i32 } %51, 0, !dbg !16
  %53 = extractvalue { i32, i32, i32, i32 } %51, 1, !dbg !16
  %54 = extractvalue { i32, i32, i32, i32 } %51, 2, !dbg !16
  %55 = extractvalue { i32, i32, i32, i32 } %51, 3, !dbg !16
  %56 = bitcast i32 %52 to float, !dbg !16
  %57 = bitcast i32 %53 to float, !dbg !16
  %58 = bitcast i32 %54 to float, !dbg !16
  %59 = bitcast i32 %55 to float, !dbg !16
  %60 = fadd float %27, %47, !dbg !17
  %61 = fadd float %28, %48, !dbg !17
  %62 = fadd float %29, %49, !dbg !17
  %63 = fadd float %30, %50, !dbg !17
  %64 = fadd float %36, %56, !dbg !17
  %65 = fadd float %37, %57, !dbg !17
  %66 = fadd float %38, %58, !dbg !17
  %67 = fadd float %39, %59, !dbg !17
  %68 = bitcast float %60 to i32, !dbg !18
  %69 = bitcast float %61 to i32, !dbg !18
  %70 = bitcast float %62 to i32, !dbg !18
  %71 = bitcast float %63 to i32, !dbg !18
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %68, i32 %69, i32 %70, i32 %71, ptr addrspace(1) %17, i1 %14) #2, !dbg !18
  %72 = bitcast float %64 to i32, !dbg !18
  %73 = bitcast float %65 to i32, !dbg !18
  %74 = bitcast float %66 to i32, !dbg !18
  %75 = bitcast float %67 to i32, !dbg !18
  tail call void asm sideeffect "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b"(i32 %72, i32 %73, i32 %74, i32 %75, ptr addrspace(1) %19, i1 %15) #2, !dbg !18
  ret void, !dbg !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "gen-triton.py", directory: "/work/main/tests/triton")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "add_kernel", linkageName: "add_kernel", scope: !1, file: !1, line: 21, type: !5, scopeLine: 21, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{}
!7 = !DILocation(line: 22, column: 24, scope: !4)
!8 = !DILocation(line: 23, column: 17, scope: !4)
!9 = !DILocation(line: 23, column: 38, scope: !4)
!10 = !DILocation(line: 23, column: 25, scope: !4)
!11 = !DILocation(line: 24, column: 18, scope: !4)
!12 = !DILocation(line: 25, column: 23, scope: !4)
!13 = !DILocation(line: 25, column: 45, scope: !4)
!14 = !DILocation(line: 25, column: 37, scope: !4)
!15 = !DILocation(line: 25, column: 80, scope: !4)
!16 = !DILocation(line: 25, column: 72, scope: !4)
!17 = !DILocation(line: 25, column: 64, scope: !4)
!18 = !DILocation(line: 25, column: 29, scope: !4)
!19 = !DILocation(line: 25, column: 4, scope: !4)
