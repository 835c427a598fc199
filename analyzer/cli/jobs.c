/*
 * jobs.c - `check --jobs N`: tasks (kernels) run in N worker processes
 * forked from the loaded state, each sending its task's result back as
 * bytes through a pipe. Consumes: a task count and the two callbacks.
 * Produces: every task's bytes handed to `done` in task order, whatever
 * order the workers finish in, so the run's output is the same as with
 * one process. Tasks go to whichever worker is free, in order. A worker
 * that dies (a signal, the out-of-memory killer) fails its task, with the
 * reason, and is replaced.
 */
#include "cli.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "warpsafe/arena.h"

enum { QUIT = UINT32_MAX };

typedef struct {
    pid_t pid;
    int to, from;        // its task pipe (parent writes) and result pipe (parent reads); -1 closed
    uint32_t task;       // the task it runs, or QUIT when idle
} Worker;

typedef struct {
    char *data;
    size_t len;
    int ready;
    char failure[160];   // the worker died running it
} Result;

static int io_full(int fd, void *buf, size_t n, int writing)
{
    char *p = buf;
    while (n) {
        ssize_t k = writing ? write(fd, p, n) : read(fd, p, n);
        if (k < 0 && errno == EINTR)
            continue;
        if (k <= 0)
            return -1;
        p += k, n -= (size_t)k;
    }
    return 0;
}

/* In a worker: runs the tasks the parent sends until QUIT or its end of
 * the pipe closes; each answer is a u64 length (UINT64_MAX: no result)
 * and the bytes. */
static void serve(int in, int out, const JobsFns *fns)
{
    uint32_t t;
    while (io_full(in, &t, sizeof t, 0) == 0 && t != QUIT) {
        char *data = NULL;
        size_t len = 0;
        uint64_t n = fns->work(fns->ctx, t, &data, &len) == 0 ? len : UINT64_MAX;
        if (io_full(out, &n, sizeof n, 1) < 0 || (n != UINT64_MAX && io_full(out, data, len, 1) < 0))
            break;
        mem_free(data);
    }
}

/* Starts worker w (the others' pipe ends closed in it); 0, or -1. */
static int spawn(Worker *ws, uint32_t nw, Worker *w, const JobsFns *fns)
{
    int down[2], up[2];
    if (pipe(down) < 0)
        return -1;
    if (pipe(up) < 0) {
        close(down[0]), close(down[1]);
        return -1;
    }
    fflush(NULL);  // nothing buffered is written twice
    pid_t pid = fork();
    if (pid == 0) {
        for (uint32_t i = 0; i < nw; i++)
            if (&ws[i] != w && ws[i].to >= 0)
                close(ws[i].to), close(ws[i].from);
        close(down[1]), close(up[0]);
        serve(down[0], up[1], fns);
        _exit(0);  // no atexit handlers, no buffers of the parent's flushed
    }
    close(down[0]), close(up[1]);
    if (pid < 0) {
        close(down[1]), close(up[0]);
        return -1;
    }
    w->pid = pid, w->to = down[1], w->from = up[0], w->task = QUIT;
    return 0;
}

static void retire(Worker *w)
{
    if (w->to < 0)
        return;
    uint32_t q = QUIT;
    (void)io_full(w->to, &q, sizeof q, 1);
    close(w->to), close(w->from);
    w->to = w->from = -1;
    while (waitpid(w->pid, NULL, 0) < 0 && errno == EINTR) {
    }
}

/* Worker w ended without answering: why, into r. */
static void died(Worker *w, Result *r)
{
    int st = 0;
    close(w->to), close(w->from);
    w->to = w->from = -1;
    while (waitpid(w->pid, &st, 0) < 0 && errno == EINTR) {
    }
    if (WIFSIGNALED(st))
        snprintf(r->failure, sizeof r->failure, "its analysis process was killed by signal %d (%s)", WTERMSIG(st),
                 WTERMSIG(st) == SIGKILL ? "out of memory?" : strsignal(WTERMSIG(st)));
    else
        snprintf(r->failure, sizeof r->failure, "its analysis process ended without a result (exit status %d)",
                 WIFEXITED(st) ? WEXITSTATUS(st) : -1);
    r->ready = 1;
}

int jobs_run(uint32_t ntasks, uint32_t nworkers, const JobsFns *fns)
{
    if (nworkers > ntasks)
        nworkers = ntasks;
    Worker *ws = mem_alloc((nworkers + 1) * sizeof *ws);
    Result *rs = mem_alloc((ntasks + 1) * sizeof *rs);
    struct pollfd *pf = mem_alloc((nworkers + 1) * sizeof *pf);
    int rc = -1;
    struct sigaction ign = { 0 }, old;
    ign.sa_handler = SIG_IGN;
    sigaction(SIGPIPE, &ign, &old);  // a dead worker's pipe is an error, not a signal
    if (!ws || !rs || !pf)
        goto out;
    memset(rs, 0, (ntasks + 1) * sizeof *rs);
    for (uint32_t i = 0; i < nworkers; i++)
        ws[i].to = ws[i].from = -1, ws[i].task = QUIT;
    uint32_t next = 0, delivered = 0, alive = 0;
    for (uint32_t i = 0; i < nworkers; i++)
        alive += spawn(ws, nworkers, &ws[i], fns) == 0;
    if (!alive && ntasks)
        goto out;
    while (delivered < ntasks) {
        uint32_t np = 0;
        for (uint32_t i = 0; i < nworkers; i++) {
            Worker *w = &ws[i];
            if (w->to < 0 && next < ntasks && alive < nworkers)  // replace a worker that died
                alive += spawn(ws, nworkers, w, fns) == 0;
            if (w->to >= 0 && w->task == QUIT && next < ntasks) {
                if (fns->started)
                    fns->started(fns->ctx, next);
                w->task = next++;
                if (io_full(w->to, &w->task, sizeof w->task, 1) < 0)
                    died(w, &rs[w->task]), w->task = QUIT, alive--;
            }
            if (w->to >= 0 && w->task != QUIT)
                pf[np++] = (struct pollfd){ w->from, POLLIN, 0 };
        }
        if (!np && !alive)  // no worker can be started: the rest fail
            for (; next < ntasks; next++)
                snprintf(rs[next].failure, sizeof rs[next].failure, "no analysis process could be started"),
                    rs[next].ready = 1;
        if (np && poll(pf, np, -1) < 0 && errno != EINTR)
            goto out;
        for (uint32_t i = 0, p = 0; np && i < nworkers; i++) {
            Worker *w = &ws[i];
            if (w->to < 0 || w->task == QUIT || pf[p++].revents == 0)
                continue;
            Result *r = &rs[w->task];
            uint64_t n;
            if (io_full(w->from, &n, sizeof n, 0) < 0) {
                died(w, r), w->task = QUIT, alive--;
                continue;
            }
            if (n != UINT64_MAX && n < ((uint64_t)1 << 40)) {
                r->data = mem_alloc(n + 1), r->len = n;
                if (!r->data || io_full(w->from, r->data, n, 0) < 0) {
                    mem_free(r->data), r->data = NULL;
                    died(w, r), w->task = QUIT, alive--;
                    continue;
                }
            } else {
                snprintf(r->failure, sizeof r->failure, "its analysis process had no result (out of memory)");
            }
            r->ready = 1, w->task = QUIT;
        }
        for (; delivered < ntasks && rs[delivered].ready; delivered++) {
            Result *r = &rs[delivered];
            fns->done(fns->ctx, delivered, r->data, r->len, r->data ? NULL : r->failure);
            mem_free(r->data), r->data = NULL;
        }
    }
    rc = 0;
out:
    for (uint32_t i = 0; ws && i < nworkers; i++)
        retire(&ws[i]);
    for (uint32_t i = 0; rs && i < ntasks; i++)
        mem_free(rs[i].data);
    sigaction(SIGPIPE, &old, NULL);
    mem_free(ws), mem_free(rs), mem_free(pf);
    return rc;
}
