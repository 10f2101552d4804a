/* The functions of unit_b.c, unit_c.c and unit_d.c, with C linkage in C++ too, so
 * that C and C++ units of the program link together. */
#ifndef UNITS_H
#define UNITS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif
uint64_t unit_b(uint64_t occ, int sq);
uint64_t unit_c(uint64_t occ, int sq);
uint64_t unit_d(uint64_t occ, int sq);
#ifdef __cplusplus
}
#endif

#endif
