// Plain C++ loops computing what the benchmarked Tile IR kernels compute,
// for bench/execution/ratios.py. Built with g++ -O3 -march=native and no
// -ffast-math: sums run in the order written, exp is libm's expf.
//
//   kernels NAME THREADS REPEAT ARG...
//
// ARGs are .npy files (inputs, then outputs, which are overwritten in place
// after the timed runs) or scalars; rows (or blocks) are split over THREADS.
#include "common.h"

#include <cmath>
#include <cstdint>

namespace {

// copy BYTES: memcpy of one buffer into another, split in THREADS chunks.
void copy(int threads, int repeat, char **argv) {
  size_t bytes = std::strtoull(argv[0], nullptr, 10);
  HostVector<char> src(bytes), dst(bytes, 0);
  for (size_t i = 0; i < bytes; ++i)
    src[i] = char(i * 131 >> 3);
  timeRuns(repeat, [&] {
    parallelFor(bytes / 4096, threads, [&](size_t lo, size_t hi) {
      size_t end = hi == bytes / 4096 ? bytes : hi * 4096; // last: the tail
      std::memcpy(dst.data() + lo * 4096, src.data() + lo * 4096,
                  end - lo * 4096);
    });
  });
  if (std::memcmp(src.data(), dst.data(), bytes) != 0)
    fail("copy differs");
}

// softmax_1d X Y: exp(x) / sum(exp(x)) over each 128-element block.
void softmax1d(int threads, int repeat, char **argv) {
  Array x = load(argv[0]), y = load(argv[1]);
  const float *in = x.as<float>();
  float *out = y.as<float>();
  timeRuns(repeat, [&] {
    parallelFor(x.dim(0) / 128, threads, [&](size_t lo, size_t hi) {
      for (size_t blk = lo; blk < hi; ++blk) {
        const float *a = in + blk * 128;
        float *r = out + blk * 128;
        float sum = 0;
        for (int i = 0; i < 128; ++i)
          sum += r[i] = std::exp(a[i]);
        for (int i = 0; i < 128; ++i)
          r[i] /= sum;
      }
    });
  });
  save(argv[1], y);
}

// softmax_rows X[R, C] Y: numerically stable softmax of each row.
void softmaxRows(int threads, int repeat, char **argv) {
  Array x = load(argv[0]), y = load(argv[1]);
  size_t cols = x.dim(1);
  timeRuns(repeat, [&] {
    parallelFor(x.dim(0), threads, [&](size_t lo, size_t hi) {
      for (size_t row = lo; row < hi; ++row) {
        const float *a = x.as<float>() + row * cols;
        float *r = y.as<float>() + row * cols;
        float max = -INFINITY, sum = 0;
        for (size_t i = 0; i < cols; ++i)
          max = std::max(max, a[i]);
        for (size_t i = 0; i < cols; ++i)
          sum += r[i] = std::exp(a[i] - max);
        for (size_t i = 0; i < cols; ++i)
          r[i] /= sum;
      }
    });
  });
  save(argv[1], y);
}

// layernorm_fwd X[M, N] W[N] B[N] Y[M, N] MEAN[M] RSTD[M] EPS
void layernorm(int threads, int repeat, char **argv) {
  Array x = load(argv[0]), w = load(argv[1]), b = load(argv[2]);
  Array y = load(argv[3]), mean = load(argv[4]), rstd = load(argv[5]);
  float eps = std::strtof(argv[6], nullptr);
  size_t n = x.dim(1);
  timeRuns(repeat, [&] {
    parallelFor(x.dim(0), threads, [&](size_t lo, size_t hi) {
      for (size_t row = lo; row < hi; ++row) {
        const float *a = x.as<float>() + row * n;
        float *r = y.as<float>() + row * n;
        float sum = 0, sq = 0;
        for (size_t i = 0; i < n; ++i)
          sum += a[i];
        float mu = sum / float(n);
        for (size_t i = 0; i < n; ++i)
          sq += (a[i] - mu) * (a[i] - mu);
        float rs = 1.0f / std::sqrt(sq / float(n) + eps);
        for (size_t i = 0; i < n; ++i)
          r[i] = (a[i] - mu) * rs * w.as<float>()[i] + b.as<float>()[i];
        mean.as<float>()[row] = mu;
        rstd.as<float>()[row] = rs;
      }
    });
  });
  save(argv[3], y);
  save(argv[4], mean);
  save(argv[5], rstd);
}

// swiglu_fwd A[M, N] B[M, N] C[M, N]: c = a * sigmoid(a) * b.
void swiglu(int threads, int repeat, char **argv) {
  Array a = load(argv[0]), b = load(argv[1]), c = load(argv[2]);
  size_t n = a.dim(1);
  timeRuns(repeat, [&] {
    parallelFor(a.dim(0), threads, [&](size_t lo, size_t hi) {
      for (size_t i = lo * n; i < hi * n; ++i) {
        float v = a.as<float>()[i];
        c.as<float>()[i] =
            v * (1.0f / (1.0f + std::exp(-v))) * b.as<float>()[i];
      }
    });
  });
  save(argv[2], c);
}

// gelu X[N] Y[N]: the tanh form, as bench/execution/gelu.mlir computes it.
void gelu(int threads, int repeat, char **argv) {
  Array x = load(argv[0]), y = load(argv[1]);
  size_t n = x.dim(0);
  timeRuns(repeat, [&] {
    parallelFor(n, threads, [&](size_t lo, size_t hi) {
      for (size_t i = lo; i < hi; ++i) {
        float v = x.as<float>()[i];
        float u = 0.7978845608028654f * (v + 0.044715f * (v * v * v));
        y.as<float>()[i] = 0.5f * v * (1.0f + std::tanh(u));
      }
    });
  });
  save(argv[1], y);
}

// sharpen_3x3 IMG[H, W, C] OUT[H, W, 1] (i8): channel 0 of each pixel,
// times 5, minus its left and right neighbours and channel 1 (the
// kernel's fourth neighbour, channel -1, always reads as 0), saturated.
void sharpen(int threads, int repeat, char **argv) {
  Array img = load(argv[0]), out = load(argv[1]);
  size_t w = img.dim(1), ch = img.dim(2);
  const int8_t *p = img.as<int8_t>();
  timeRuns(repeat, [&] {
    parallelFor(img.dim(0), threads, [&](size_t lo, size_t hi) {
      for (size_t y = lo; y < hi; ++y) {
        const int8_t *row = p + y * w * ch;
        for (size_t x = 0; x < w; ++x) {
          int v = 5 * row[x * ch];
          if (x > 0)
            v -= row[(x - 1) * ch];
          if (x + 1 < w)
            v -= row[(x + 1) * ch];
          if (ch > 1)
            v -= row[x * ch + 1];
          out.as<int8_t>()[y * w + x] = int8_t(std::clamp(v, -128, 127));
        }
      }
    });
  });
  save(argv[1], out);
}

// resize SRC[N, R, C] DST[N, R', C'] (i8): 2x bilinear upscale in 7-bit
// fixed point (source column and row clamped at 511, reads outside SRC
// are 0), as in the kernel text.
void resize(int threads, int repeat, char **argv) {
  Array src = load(argv[0]), dst = load(argv[1]);
  size_t rows = src.dim(1), cols = src.dim(2);
  size_t orows = dst.dim(1), ocols = dst.dim(2);
  timeRuns(repeat, [&] {
    parallelFor(dst.dim(0) * orows, threads, [&](size_t lo, size_t hi) {
      for (size_t job = lo; job < hi; ++job) {
        size_t img = job / orows;
        int oy = int(job % orows), sy0 = oy * 64 >> 7,
            fy = oy * 64 - (sy0 << 7);
        int sy1 = std::min(sy0 + 1, 511);
        const int8_t *s = src.as<int8_t>() + img * rows * cols;
        auto at = [&](int r, int c) {
          return size_t(r) < rows && size_t(c) < cols ? int(s[r * cols + c])
                                                      : 0;
        };
        int8_t *d = dst.as<int8_t>() + job * ocols;
        for (int ox = 0; ox < int(ocols); ++ox) {
          int sx0 = ox * 64 >> 7, fx = ox * 64 - (sx0 << 7);
          int sx1 = std::min(sx0 + 1, 511);
          int top = (at(sy0, sx0) * (128 - fx) + at(sy0, sx1) * fx) >> 7;
          int bot = (at(sy1, sx0) * (128 - fx) + at(sy1, sx1) * fx) >> 7;
          d[ox] = int8_t((top * (128 - fy) + bot * fy) >> 7);
        }
      }
    });
  });
  save(argv[1], dst);
}

// warp SRC[N, H, W] (i8) MAP[MH, MW] (i16) DST[N, H, 512] (i8): per lane j
// of row x, m = MAP[x, j] (0 outside MAP); x0 = i8(j) - (m >> 8),
// x1 = x0 - 1 (i8 wrap); p_k = SRC[img, x, x_k] (0 where x_k < 0 or
// x_k >= W); out = i8((i16(p0 << 8) + i16((p1 - p0) * lo)) >> 8) where lo
// is the low byte of m as i8, with i16 wrap.
void warp(int threads, int repeat, char **argv) {
  Array src = load(argv[0]), map = load(argv[1]), dst = load(argv[2]);
  size_t h = src.dim(1), w = src.dim(2), mh = map.dim(0), mw = map.dim(1);
  timeRuns(repeat, [&] {
    parallelFor(dst.dim(0) * h, threads, [&](size_t lo, size_t hi) {
      for (size_t job = lo; job < hi; ++job) {
        size_t x = job % h;
        const int8_t *s = src.as<int8_t>() + job * w;
        int8_t *d = dst.as<int8_t>() + job * 512;
        for (int j = 0; j < 512; ++j) {
          int m = x < mh && size_t(j) < mw ? map.as<int16_t>()[x * mw + j] : 0;
          int low = int8_t(m & 0xFF);
          int8_t x0 = int8_t(int8_t(j) - (m >> 8)), x1 = int8_t(x0 - 1);
          // A clamped load and a select: no branch on x_k's random sign.
          auto pixel = [&](int8_t xk) {
            int v = s[std::min(size_t(uint8_t(xk)), w - 1)];
            return xk >= 0 && size_t(xk) < w ? v : 0;
          };
          int p0 = pixel(x0), p1 = pixel(x1);
          int16_t acc = int16_t(int16_t(p0 << 8) + int16_t((p1 - p0) * low));
          d[j] = int8_t(acc >> 8);
        }
      }
    });
  });
  save(argv[2], dst);
}

} // namespace

int main(int argc, char **argv) {
  if (argc < 4)
    fail("usage: kernels NAME THREADS REPEAT ARG...");
  std::string name = argv[1];
  int threads = std::atoi(argv[2]), repeat = std::atoi(argv[3]);
  struct {
    const char *name;
    void (*run)(int, int, char **);
    int args;
  } table[] = {{"copy", copy, 1},
               {"softmax_1d", softmax1d, 2},
               {"softmax_rows", softmaxRows, 2},
               {"layernorm_fwd", layernorm, 7},
               {"swiglu_fwd", swiglu, 3},
               {"gelu", gelu, 2},
               {"sharpen_3x3", sharpen, 2},
               {"resize", resize, 2},
               {"warp", warp, 3}};
  for (auto &k : table)
    if (name == k.name) {
      if (argc - 4 != k.args)
        fail(name + " takes " + std::to_string(k.args) + " arguments");
      k.run(threads, repeat, argv + 4);
      return 0;
    }
  fail("unknown kernel " + name);
}
