// OpenBLAS cblas_sgemm baseline for bench/execution/ratios.py:
//   sgemm THREADS REPEAT A.npy B.npy C.npy
// C = A x B for n x n f32 (C overwritten in place after the timed runs), on
// THREADS OpenBLAS threads.
#include "common.h"

#include <cblas.h>

int main(int argc, char **argv) {
  if (argc != 6)
    fail("usage: sgemm THREADS REPEAT A.npy B.npy C.npy");
  openblas_set_num_threads(std::atoi(argv[1]));
  Array a = load(argv[3]), b = load(argv[4]), c = load(argv[5]);
  int n = int(a.dim(0));
  timeRuns(std::atoi(argv[2]), [&] {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f,
                a.as<float>(), n, b.as<float>(), n, 0.0f, c.as<float>(), n);
  });
  save(argv[5], c);
}
