/* The clock a core runs a single thread at, measured rather than read from its name.
 *
 * A chain of dependent integer adds retires one add per cycle on every x86 core since the
 * Pentium Pro, so adds / second is the clock.  A shared or virtualised machine (this
 * project's build machine is a two-vCPU KVM guest) names no SKU and may not reach its peak
 * boost: data/cpu_single_thread.csv scales its single-thread figure by the fastest of
 * several runs.
 *
 *     gcc -O2 -o /tmp/cpu_clock_probe tools/cpu_clock_probe.c && /tmp/cpu_clock_probe
 */
#include <stdio.h>
#include <time.h>

int main(void) {
    const long iterations = 500000000L;
    double best = 1e9;
    unsigned long x = 1;
    for (int run = 0; run < 5; run++) {
        struct timespec a, b;
        clock_gettime(CLOCK_MONOTONIC, &a);
        for (long i = 0; i < iterations; i++) {
            /* four adds, each waiting on the last: four cycles per iteration */
            __asm__ volatile("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0" : "+r"(x));
        }
        clock_gettime(CLOCK_MONOTONIC, &b);
        double s = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) * 1e-9;
        if (s < best) best = s;
    }
    printf("%.2f GHz (fastest of 5 runs; %lu adds)\n", 4.0 * (double)iterations / best / 1e9, x);
    return 0;
}
