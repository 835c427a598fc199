/*
 * smt_z3api.h - the part of Z3's C API that smt/ calls, as function
 * pointers filled when Z3 is first needed (smt_z3_load: dlopen of the
 * libz3 warpsafe was built against). A run whose obligations are all
 * decided without Z3 (cached, refuted, guessed) never loads libz3 and the
 * C++ runtime it brings: ~3.5 ms of process start-up on this project's
 * machines. Including this after <z3.h> turns every call below into a
 * call through the table; smt_z3load.c, which fills it, defines
 * SMT_Z3_LOADER to see the real declarations.
 */
#ifndef SMT_Z3API_H
#define SMT_Z3API_H

#include <z3.h>

#define SMT_Z3_FUNCS(X) \
    X(Z3_ast_to_string) \
    X(Z3_benchmark_to_smtlib_string) \
    X(Z3_dec_ref) \
    X(Z3_del_config) \
    X(Z3_del_context) \
    X(Z3_get_error_code) \
    X(Z3_get_error_msg) \
    X(Z3_get_numeral_uint64) \
    X(Z3_get_version) \
    X(Z3_inc_ref) \
    X(Z3_mk_add) \
    X(Z3_mk_and) \
    X(Z3_mk_bv_sort) \
    X(Z3_mk_bvadd) \
    X(Z3_mk_bvand) \
    X(Z3_mk_bvashr) \
    X(Z3_mk_bvlshr) \
    X(Z3_mk_bvmul) \
    X(Z3_mk_bvneg) \
    X(Z3_mk_bvnot) \
    X(Z3_mk_bvor) \
    X(Z3_mk_bvsdiv) \
    X(Z3_mk_bvshl) \
    X(Z3_mk_bvsle) \
    X(Z3_mk_bvslt) \
    X(Z3_mk_bvsrem) \
    X(Z3_mk_bvsub) \
    X(Z3_mk_bvudiv) \
    X(Z3_mk_bvule) \
    X(Z3_mk_bvult) \
    X(Z3_mk_bvurem) \
    X(Z3_mk_bvxor) \
    X(Z3_mk_concat) \
    X(Z3_mk_config) \
    X(Z3_mk_const) \
    X(Z3_mk_context_rc) \
    X(Z3_mk_eq) \
    X(Z3_mk_extract) \
    X(Z3_mk_false) \
    X(Z3_mk_fresh_const) \
    X(Z3_mk_implies) \
    X(Z3_mk_int_sort) \
    X(Z3_mk_ite) \
    X(Z3_mk_le) \
    X(Z3_mk_lt) \
    X(Z3_mk_mul) \
    X(Z3_mk_not) \
    X(Z3_mk_numeral) \
    X(Z3_mk_or) \
    X(Z3_mk_params) \
    X(Z3_mk_sign_ext) \
    X(Z3_mk_solver_for_logic) \
    X(Z3_mk_solver_from_tactic) \
    X(Z3_mk_string_symbol) \
    X(Z3_mk_sub) \
    X(Z3_mk_tactic) \
    X(Z3_mk_true) \
    X(Z3_mk_unsigned_int64) \
    X(Z3_mk_zero_ext) \
    X(Z3_model_dec_ref) \
    X(Z3_model_eval) \
    X(Z3_model_inc_ref) \
    X(Z3_params_dec_ref) \
    X(Z3_params_inc_ref) \
    X(Z3_params_set_uint) \
    X(Z3_set_error_handler) \
    X(Z3_set_param_value) \
    X(Z3_solver_assert) \
    X(Z3_solver_check) \
    X(Z3_solver_dec_ref) \
    X(Z3_solver_get_model) \
    X(Z3_solver_get_reason_unknown) \
    X(Z3_solver_get_statistics) \
    X(Z3_solver_inc_ref) \
    X(Z3_solver_set_params) \
    X(Z3_stats_dec_ref) \
    X(Z3_stats_get_double_value) \
    X(Z3_stats_get_key) \
    X(Z3_stats_get_uint_value) \
    X(Z3_stats_inc_ref) \
    X(Z3_stats_is_uint) \
    X(Z3_stats_size) \
    X(Z3_tactic_and_then) \
    X(Z3_tactic_dec_ref) \
    X(Z3_tactic_inc_ref)

typedef struct {
#define SMT_Z3_FIELD(name) __typeof__(name) *name;
    SMT_Z3_FUNCS(SMT_Z3_FIELD)
#undef SMT_Z3_FIELD
} SmtZ3Api;

extern SmtZ3Api smt_z3api;

/* Loads libz3 and fills smt_z3api, once per process. 0, or -1 with *why
 * saying what is missing (static text). */
int smt_z3_load(const char **why);

/* The Z3 version warpsafe was built against ("4.8.12"); the library loaded
 * must be the same version (smt_z3_load refuses another). */
#define SMT_Z3_BUILD_VERSION WS_Z3_VERSION

#ifndef SMT_Z3_LOADER
#define Z3_ast_to_string smt_z3api.Z3_ast_to_string
#define Z3_benchmark_to_smtlib_string smt_z3api.Z3_benchmark_to_smtlib_string
#define Z3_dec_ref smt_z3api.Z3_dec_ref
#define Z3_del_config smt_z3api.Z3_del_config
#define Z3_del_context smt_z3api.Z3_del_context
#define Z3_get_error_code smt_z3api.Z3_get_error_code
#define Z3_get_error_msg smt_z3api.Z3_get_error_msg
#define Z3_get_numeral_uint64 smt_z3api.Z3_get_numeral_uint64
#define Z3_get_version smt_z3api.Z3_get_version
#define Z3_inc_ref smt_z3api.Z3_inc_ref
#define Z3_mk_add smt_z3api.Z3_mk_add
#define Z3_mk_and smt_z3api.Z3_mk_and
#define Z3_mk_bv_sort smt_z3api.Z3_mk_bv_sort
#define Z3_mk_bvadd smt_z3api.Z3_mk_bvadd
#define Z3_mk_bvand smt_z3api.Z3_mk_bvand
#define Z3_mk_bvashr smt_z3api.Z3_mk_bvashr
#define Z3_mk_bvlshr smt_z3api.Z3_mk_bvlshr
#define Z3_mk_bvmul smt_z3api.Z3_mk_bvmul
#define Z3_mk_bvneg smt_z3api.Z3_mk_bvneg
#define Z3_mk_bvnot smt_z3api.Z3_mk_bvnot
#define Z3_mk_bvor smt_z3api.Z3_mk_bvor
#define Z3_mk_bvsdiv smt_z3api.Z3_mk_bvsdiv
#define Z3_mk_bvshl smt_z3api.Z3_mk_bvshl
#define Z3_mk_bvsle smt_z3api.Z3_mk_bvsle
#define Z3_mk_bvslt smt_z3api.Z3_mk_bvslt
#define Z3_mk_bvsrem smt_z3api.Z3_mk_bvsrem
#define Z3_mk_bvsub smt_z3api.Z3_mk_bvsub
#define Z3_mk_bvudiv smt_z3api.Z3_mk_bvudiv
#define Z3_mk_bvule smt_z3api.Z3_mk_bvule
#define Z3_mk_bvult smt_z3api.Z3_mk_bvult
#define Z3_mk_bvurem smt_z3api.Z3_mk_bvurem
#define Z3_mk_bvxor smt_z3api.Z3_mk_bvxor
#define Z3_mk_concat smt_z3api.Z3_mk_concat
#define Z3_mk_config smt_z3api.Z3_mk_config
#define Z3_mk_const smt_z3api.Z3_mk_const
#define Z3_mk_context_rc smt_z3api.Z3_mk_context_rc
#define Z3_mk_eq smt_z3api.Z3_mk_eq
#define Z3_mk_extract smt_z3api.Z3_mk_extract
#define Z3_mk_false smt_z3api.Z3_mk_false
#define Z3_mk_fresh_const smt_z3api.Z3_mk_fresh_const
#define Z3_mk_implies smt_z3api.Z3_mk_implies
#define Z3_mk_int_sort smt_z3api.Z3_mk_int_sort
#define Z3_mk_ite smt_z3api.Z3_mk_ite
#define Z3_mk_le smt_z3api.Z3_mk_le
#define Z3_mk_lt smt_z3api.Z3_mk_lt
#define Z3_mk_mul smt_z3api.Z3_mk_mul
#define Z3_mk_not smt_z3api.Z3_mk_not
#define Z3_mk_numeral smt_z3api.Z3_mk_numeral
#define Z3_mk_or smt_z3api.Z3_mk_or
#define Z3_mk_params smt_z3api.Z3_mk_params
#define Z3_mk_sign_ext smt_z3api.Z3_mk_sign_ext
#define Z3_mk_solver_for_logic smt_z3api.Z3_mk_solver_for_logic
#define Z3_mk_solver_from_tactic smt_z3api.Z3_mk_solver_from_tactic
#define Z3_mk_string_symbol smt_z3api.Z3_mk_string_symbol
#define Z3_mk_sub smt_z3api.Z3_mk_sub
#define Z3_mk_tactic smt_z3api.Z3_mk_tactic
#define Z3_mk_true smt_z3api.Z3_mk_true
#define Z3_mk_unsigned_int64 smt_z3api.Z3_mk_unsigned_int64
#define Z3_mk_zero_ext smt_z3api.Z3_mk_zero_ext
#define Z3_model_dec_ref smt_z3api.Z3_model_dec_ref
#define Z3_model_eval smt_z3api.Z3_model_eval
#define Z3_model_inc_ref smt_z3api.Z3_model_inc_ref
#define Z3_params_dec_ref smt_z3api.Z3_params_dec_ref
#define Z3_params_inc_ref smt_z3api.Z3_params_inc_ref
#define Z3_params_set_uint smt_z3api.Z3_params_set_uint
#define Z3_set_error_handler smt_z3api.Z3_set_error_handler
#define Z3_set_param_value smt_z3api.Z3_set_param_value
#define Z3_solver_assert smt_z3api.Z3_solver_assert
#define Z3_solver_check smt_z3api.Z3_solver_check
#define Z3_solver_dec_ref smt_z3api.Z3_solver_dec_ref
#define Z3_solver_get_model smt_z3api.Z3_solver_get_model
#define Z3_solver_get_reason_unknown smt_z3api.Z3_solver_get_reason_unknown
#define Z3_solver_get_statistics smt_z3api.Z3_solver_get_statistics
#define Z3_solver_inc_ref smt_z3api.Z3_solver_inc_ref
#define Z3_solver_set_params smt_z3api.Z3_solver_set_params
#define Z3_stats_dec_ref smt_z3api.Z3_stats_dec_ref
#define Z3_stats_get_double_value smt_z3api.Z3_stats_get_double_value
#define Z3_stats_get_key smt_z3api.Z3_stats_get_key
#define Z3_stats_get_uint_value smt_z3api.Z3_stats_get_uint_value
#define Z3_stats_inc_ref smt_z3api.Z3_stats_inc_ref
#define Z3_stats_is_uint smt_z3api.Z3_stats_is_uint
#define Z3_stats_size smt_z3api.Z3_stats_size
#define Z3_tactic_and_then smt_z3api.Z3_tactic_and_then
#define Z3_tactic_dec_ref smt_z3api.Z3_tactic_dec_ref
#define Z3_tactic_inc_ref smt_z3api.Z3_tactic_inc_ref
#endif

#endif
