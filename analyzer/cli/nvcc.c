/*
 * nvcc.c - `check kernel.cu`: the CUDA source compiled to PTX by nvcc, the
 * PTX analyzed. Consumes: the .cu path and the --nvcc-flag arguments.
 * Produces: the PTX text (`nvcc --ptx -lineinfo FLAGS -o OUT FILE.cu`, so
 * findings point into the .cu through .loc), or an error in the sink at the
 * .cu: NVC001 no nvcc ($CUDA_HOME/bin/nvcc where CUDA_HOME is set, else
 * nvcc on PATH), NVC002 nvcc failed (its first lines quoted). Assumes: nvcc
 * runs with an argument vector (posix_spawn), never a shell, in a private
 * directory (mkdtemp) removed afterwards.
 */
#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "warpsafe/arena.h"

extern char **environ;

int nvcc_is_input(const char *path)
{
    size_t n = strlen(path);
    return n > 3 && strcmp(path + n - 3, ".cu") == 0;
}

char *cli_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *text = NULL;
    size_t n = 0;
    FILE *mem = f ? open_memstream(&text, &n) : NULL;
    char buf[65536];
    for (size_t k; mem && (k = fread(buf, 1, sizeof buf, f)) > 0;)
        fwrite(buf, 1, k, mem);
    if (mem)
        fclose(mem);
    if (f)
        fclose(f);
    char *copy = text ? mem_alloc(n + 1) : NULL;  // freed with mem_free like every other buffer
    if (copy)
        memcpy(copy, text, n + 1), *len = n;
    free(text);
    return copy;
}

char *nvcc_ptx(const char *cu, const char *const *flags, uint32_t nflags, DiagSink *sink, size_t *len)
{
    uint32_t file = diag_add_file(sink, cu);
    SrcLoc at = { file, 0, 0 };
    const char *tmpdir = getenv("TMPDIR");
    char dir[4096], out[4200], log[4200], exe[4200];
    snprintf(dir, sizeof dir, "%s/warpsafe-nvcc-XXXXXX", tmpdir && *tmpdir ? tmpdir : "/tmp");
    if (!mkdtemp(dir)) {
        diag_report(sink, DIAG_ERROR, at, "IO001", "cannot make a private directory for nvcc's output (%s)", strerror(errno));
        return NULL;
    }
    snprintf(out, sizeof out, "%s/out.ptx", dir);
    snprintf(log, sizeof log, "%s/nvcc.log", dir);
    const char *home = getenv("CUDA_HOME");
    int at_home = home && *home;
    snprintf(exe, sizeof exe, "%s", at_home ? home : "nvcc");
    if (at_home)
        snprintf(exe, sizeof exe, "%s/bin/nvcc", home);
    const char **argv = mem_alloc(((size_t)nflags + 8) * sizeof *argv);
    char *text = NULL;
    if (!argv) {
        diag_report(sink, DIAG_ERROR, at, "IO003", "out of memory");
        goto out;
    }
    uint32_t n = 0;
    argv[n++] = exe, argv[n++] = "--ptx", argv[n++] = "-lineinfo";
    for (uint32_t i = 0; i < nflags; i++)
        argv[n++] = flags[i];
    argv[n++] = "-o", argv[n++] = out, argv[n++] = cu, argv[n] = NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&fa, 1, 2);
    pid_t pid;
    int rc = (at_home ? posix_spawn : posix_spawnp)(&pid, exe, &fa, NULL, (char *const *)argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    if (rc != 0) {
        diag_report(sink, DIAG_ERROR, at, "NVC001",
                    "cannot run %s (%s): checking a .cu file needs the CUDA toolkit's nvcc (on PATH, or set "
                    "CUDA_HOME), or give the PTX (nvcc --ptx -lineinfo)", exe, strerror(rc));
        goto out;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    size_t loglen = 0;
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        char *msg = cli_read_file(log, &loglen);
        char first[600] = "";  // nvcc's first lines: the error
        if (msg) {
            size_t k = 0;
            for (const char *p = msg; *p && k < sizeof first - 1; p++)
                first[k++] = *p == '\n' ? ' ' : *p;
            first[k] = 0;
        }
        mem_free(msg);
        diag_report(sink, DIAG_ERROR, at, "NVC002", "nvcc failed (%s %d): %s", WIFEXITED(status) ? "exit" : "signal",
                    WIFEXITED(status) ? WEXITSTATUS(status) : WTERMSIG(status), first);
        goto out;
    }
    if (!(text = cli_read_file(out, len)))
        diag_report(sink, DIAG_ERROR, at, "NVC002", "nvcc wrote no PTX to %s", out);
out:
    mem_free(argv);
    unlink(out), unlink(log), rmdir(dir);
    return text;
}
