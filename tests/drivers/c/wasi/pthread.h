/* The POSIX threads tests/drivers/c/sliders.c asks for, on wasm32-wasi, which has
 * none (Debian's wasi-libc, Node's WASI preview1): each "thread" runs to its end
 * when it is created, the barrier lets every caller through. The first-use check
 * then asks every lookup before any fill, one thread after another: the first use
 * a single-threaded wasm program makes (tests/proofs/test_cross_c.py). */
#ifndef WASI_PTHREAD_H
#define WASI_PTHREAD_H
typedef int pthread_t;
typedef int pthread_attr_t;
typedef int pthread_barrier_t;
typedef int pthread_barrierattr_t;

static inline int pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*start)(void *), void *argument) {
    (void)attr;
    *thread = 0;
    (void)start(argument);
    return 0;
}
static inline int pthread_join(pthread_t thread, void **result) {
    (void)thread;
    if (result) *result = 0;
    return 0;
}
static inline int pthread_barrier_init(pthread_barrier_t *barrier, const pthread_barrierattr_t *attr, unsigned count) {
    (void)attr;
    *barrier = (int)count;
    return 0;
}
static inline int pthread_barrier_wait(pthread_barrier_t *barrier) {
    (void)barrier;
    return 0;
}
static inline int pthread_barrier_destroy(pthread_barrier_t *barrier) {
    (void)barrier;
    return 0;
}
#endif
