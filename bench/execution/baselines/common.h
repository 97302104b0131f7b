// Shared by the C++ baselines of bench/execution/ratios.py: .npy input and
// output, a parallel for over rows, and the timing loop.
//
// Every baseline runs its loop once (warm-up: page faults, caches), then
// `repeat` more times, and prints `time: <median ms> ms` of those, the way
// `tile-run --repeat R --time` does.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <sys/mman.h>
#include <thread>
#include <vector>

[[noreturn]] inline void fail(const std::string &message) {
  std::fprintf(stderr, "baseline: %s\n", message.c_str());
  std::exit(1);
}

// Memory as numpy allocates its arrays on Linux, and as tile-run allocates
// its buffers: from 4 MiB on, 2 MiB aligned and advised to use transparent
// huge pages, so that no side of a comparison pays TLB misses the other
// does not.
template <class T> struct HostAllocator {
  using value_type = T;
  HostAllocator() = default;
  template <class U> HostAllocator(const HostAllocator<U> &) {}
  T *allocate(size_t n) {
    size_t bytes = n * sizeof(T);
    bool large = bytes >= (size_t(4) << 20);
    void *p = nullptr;
    if (posix_memalign(&p, large ? size_t(2) << 20 : 64, bytes ? bytes : 1))
      fail("out of memory");
    if (large)
      madvise(p, bytes, MADV_HUGEPAGE);
    return static_cast<T *>(p);
  }
  void deallocate(T *p, size_t) { std::free(p); }
  template <class U> bool operator==(const HostAllocator<U> &) const {
    return true;
  }
  template <class U> bool operator!=(const HostAllocator<U> &) const {
    return false;
  }
};
template <class T> using HostVector = std::vector<T, HostAllocator<T>>;

// A C-order .npy array. The header is kept verbatim, so saving writes the
// same dtype and shape back.
struct Array {
  std::string header; // everything before the data
  std::vector<size_t> shape;
  HostVector<char> data;
  template <class T> T *as() { return reinterpret_cast<T *>(data.data()); }
  size_t dim(size_t i) const { return shape.at(i); }
};

inline Array load(const std::string &path) {
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    fail("cannot open " + path);
  std::vector<char> bytes;
  char chunk[1 << 16];
  for (size_t got; (got = std::fread(chunk, 1, sizeof chunk, f)) > 0;)
    bytes.insert(bytes.end(), chunk, chunk + got);
  std::fclose(f);
  if (bytes.size() < 10 || std::memcmp(bytes.data(), "\x93NUMPY", 6) != 0)
    fail(path + " is not a .npy file");
  auto byte = [&](size_t i) {
    return size_t(static_cast<unsigned char>(bytes[i]));
  };
  size_t start = bytes[6] == 1 ? 10 + (byte(8) | byte(9) << 8)
                               : 12 + (byte(8) | byte(9) << 8 | byte(10) << 16);
  Array a;
  a.header.assign(bytes.begin(), bytes.begin() + start);
  if (a.header.find("'fortran_order': False") == std::string::npos)
    fail(path + " is not in C order");
  size_t open = a.header.find('(', a.header.find("'shape'"));
  size_t close = a.header.find(')', open);
  for (const char *p = a.header.c_str() + open + 1,
                  *end = a.header.c_str() + close;
       p < end;) {
    char *next;
    size_t v = std::strtoull(p, &next, 10);
    if (next == p) {
      ++p;
      continue;
    }
    a.shape.push_back(v);
    p = next;
  }
  a.data.assign(bytes.begin() + start, bytes.end());
  return a;
}

inline void save(const std::string &path, const Array &a) {
  FILE *f = std::fopen(path.c_str(), "wb");
  if (!f ||
      std::fwrite(a.header.data(), 1, a.header.size(), f) != a.header.size() ||
      std::fwrite(a.data.data(), 1, a.data.size(), f) != a.data.size())
    fail("cannot write " + path);
  std::fclose(f);
}

// f(lo, hi) over [0, n) in `threads` contiguous chunks; the calling thread
// takes the first. Threads are started per call (tens of microseconds, far
// below the kernels' times).
template <class F> void parallelFor(size_t n, int threads, F f) {
  if (threads <= 1 || n < 2) {
    f(size_t(0), n);
    return;
  }
  std::vector<std::thread> pool;
  size_t step = (n + threads - 1) / threads;
  for (size_t lo = step; lo < n; lo += step)
    pool.emplace_back(f, lo, std::min(n, lo + step));
  f(size_t(0), std::min(n, step));
  for (std::thread &t : pool)
    t.join();
}

template <class F> void timeRuns(int repeat, F f) {
  using clock = std::chrono::steady_clock;
  f();
  std::vector<double> ms;
  for (int i = 0; i < repeat; ++i) {
    auto start = clock::now();
    f();
    ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - start)
                     .count());
  }
  std::sort(ms.begin(), ms.end());
  size_t k = ms.size();
  double median = k == 0  ? 0
                  : k % 2 ? ms[k / 2]
                          : (ms[k / 2 - 1] + ms[k / 2]) / 2;
  std::printf("time: %.4f ms\n", median);
}
