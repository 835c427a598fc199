# warpsafeCheck.cmake - warpsafe_check(), installed with the warpsafe CMake
# package (find_package(warpsafe)).
#
#   warpsafe_check(TARGET <target> | PTX <file>...
#                  [NAME <test>] [BLOCK <x[,y[,z]]>] [GRID <x[,y[,z]]>]
#                  [CONFIG <warpsafe.json>] [STRICT] [ARGS <check option>...])
#
# TARGET: a target with CUDA sources. Its .cu files are compiled once more,
# to PTX with line information (an OBJECT library <target>_warpsafe_ptx with
# CUDA_PTX_COMPILATION, the target's include directories, definitions,
# options, CUDA architectures and standard, and the libraries it links for
# their usage requirements), as part of the build. PTX: PTX files there
# already (relative to the current source directory). Adds the CTest test
# NAME (default warpsafe/<target>, or warpsafe/<first PTX file's name>),
# label `warpsafe`, running
#   warpsafe check --format text [--block B] [--grid G] [--config C] [--strict] ARGS... <the PTX>
# in the current source directory (so a warpsafe.json there or above it is
# found, and findings name files relative to it). The test fails as the
# gate does: on a violation (exit 1), on anything unknown with STRICT
# (exit 2), on bad input (exit 3).
include_guard(GLOBAL)

function(warpsafe_check)
  cmake_parse_arguments(PARSE_ARGV 0 WS "STRICT" "TARGET;NAME;BLOCK;GRID;CONFIG" "PTX;ARGS")
  if(WS_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "warpsafe_check: unknown arguments: ${WS_UNPARSED_ARGUMENTS}")
  endif()
  if((WS_TARGET AND WS_PTX) OR (NOT WS_TARGET AND NOT WS_PTX))
    message(FATAL_ERROR "warpsafe_check: give either TARGET <cuda target> or PTX <file>...")
  endif()
  set(inputs)
  if(WS_TARGET)
    if(NOT TARGET ${WS_TARGET})
      message(FATAL_ERROR "warpsafe_check: ${WS_TARGET} is not a target")
    endif()
    get_target_property(srcs ${WS_TARGET} SOURCES)
    get_target_property(srcdir ${WS_TARGET} SOURCE_DIR)
    set(cu)
    foreach(s IN LISTS srcs)
      if(s MATCHES "\\.cu$")
        if(NOT IS_ABSOLUTE "${s}")
          set(s "${srcdir}/${s}")
        endif()
        list(APPEND cu "${s}")
      endif()
    endforeach()
    if(NOT cu)
      message(FATAL_ERROR "warpsafe_check: target ${WS_TARGET} has no .cu sources")
    endif()
    set(ptxlib ${WS_TARGET}_warpsafe_ptx)
    add_library(${ptxlib} OBJECT ${cu})
    set_target_properties(${ptxlib} PROPERTIES CUDA_PTX_COMPILATION ON)
    foreach(prop CUDA_ARCHITECTURES CUDA_STANDARD CUDA_STANDARD_REQUIRED CUDA_EXTENSIONS)
      get_target_property(v ${WS_TARGET} ${prop})
      if(NOT v STREQUAL "v-NOTFOUND")
        set_target_properties(${ptxlib} PROPERTIES ${prop} "${v}")
      endif()
    endforeach()
    target_include_directories(${ptxlib} PRIVATE $<TARGET_PROPERTY:${WS_TARGET},INCLUDE_DIRECTORIES>)
    target_compile_definitions(${ptxlib} PRIVATE $<TARGET_PROPERTY:${WS_TARGET},COMPILE_DEFINITIONS>)
    target_compile_options(${ptxlib} PRIVATE $<TARGET_PROPERTY:${WS_TARGET},COMPILE_OPTIONS>
                           $<$<COMPILE_LANGUAGE:CUDA>:-lineinfo>)
    target_link_libraries(${ptxlib} PRIVATE $<TARGET_PROPERTY:${WS_TARGET},LINK_LIBRARIES>)
    set(inputs "$<TARGET_OBJECTS:${ptxlib}>")
    set(default_name warpsafe/${WS_TARGET})
  else()
    foreach(p IN LISTS WS_PTX)
      get_filename_component(p "${p}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
      list(APPEND inputs "${p}")
    endforeach()
    list(GET WS_PTX 0 first)
    get_filename_component(first "${first}" NAME_WE)
    set(default_name warpsafe/${first})
  endif()
  if(NOT WS_NAME)
    set(WS_NAME ${default_name})
  endif()
  set(args check --format text)
  if(WS_BLOCK)
    list(APPEND args --block ${WS_BLOCK})
  endif()
  if(WS_GRID)
    list(APPEND args --grid ${WS_GRID})
  endif()
  if(WS_CONFIG)
    get_filename_component(cfg "${WS_CONFIG}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND args --config ${cfg})
  endif()
  if(WS_STRICT)
    list(APPEND args --strict)
  endif()
  add_test(NAME ${WS_NAME} COMMAND $<TARGET_FILE:warpsafe::warpsafe> ${args} ${WS_ARGS} ${inputs}
           WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR} COMMAND_EXPAND_LISTS)
  set_tests_properties(${WS_NAME} PROPERTIES LABELS warpsafe)
endfunction()
