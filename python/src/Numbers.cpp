//===- Numbers.cpp - Values of Tile IR element types as bit patterns ------===//
//
// Floats of every Tile IR format (f16, bf16, tf32, fp8, f4, ...) to and
// from their bit patterns, rounded exactly as the executor rounds: scalar
// arguments of a launch, and tilekit.to_bits / tilekit.from_bits for arrays
// of the formats numpy has no dtype for.
//
//===----------------------------------------------------------------------===//

#include "TileKitPython.h"

#include "tilekit/Execution/ElementKind.h"
#include "tilekit/Execution/Numerics.h"

#include <pybind11/numpy.h>

#include <cstring>

namespace tilekit::python {

using exec::ElemKind;

static ElemKind floatKind(const std::string &name) {
  for (unsigned k = 0; k <= static_cast<unsigned>(ElemKind::Ptr); ++k) {
    auto kind = static_cast<ElemKind>(k);
    if (name == exec::getElemKindName(kind)) {
      if (!exec::isFloatKind(kind))
        break;
      return kind;
    }
  }
  throw py::value_error("'" + name +
                        "' is not a float element type (f16, bf16, f32, "
                        "tf32, f64, f8E4M3FN, f8E5M2, f8E8M0FNU, f4E2M1FN)");
}

/// The bit pattern of `value` in `kind`, rounded to nearest even.
static uint64_t encode(double value, ElemKind kind) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  exec::FloatFormat format = exec::getFloatFormat(kind);
  if (format == exec::FloatFormat::F64)
    return bits;
  return exec::convertFloat(bits, exec::FloatFormat::F64, format,
                            exec::Rounding::NearestEven);
}

template <typename T>
static py::array
encodeArray(const py::array_t<double, py::array::c_style | py::array::forcecast>
                &values,
            ElemKind kind) {
  py::array_t<T> result(
      std::vector<py::ssize_t>(values.shape(), values.shape() + values.ndim()));
  const double *in = values.data();
  T *out = result.mutable_data();
  for (py::ssize_t i = 0, n = values.size(); i < n; ++i)
    out[i] = static_cast<T>(encode(in[i], kind));
  return std::move(result);
}

static py::array
toBits(const py::array_t<double, py::array::c_style | py::array::forcecast>
           &values,
       const std::string &type) {
  ElemKind kind = floatKind(type);
  switch (exec::getElemBytes(kind)) {
  case 1:
    return encodeArray<uint8_t>(values, kind);
  case 2:
    return encodeArray<uint16_t>(values, kind);
  case 4:
    return encodeArray<uint32_t>(values, kind);
  default:
    return encodeArray<uint64_t>(values, kind);
  }
}

static py::array
fromBits(const py::array_t<uint64_t, py::array::c_style | py::array::forcecast>
             &bits,
         const std::string &type) {
  ElemKind kind = floatKind(type);
  exec::FloatFormat format = exec::getFloatFormat(kind);
  std::vector<py::ssize_t> shape(bits.shape(), bits.shape() + bits.ndim());
  uint64_t mask = exec::storageBits(format) >= 64
                      ? ~uint64_t(0)
                      : (uint64_t(1) << exec::storageBits(format)) - 1;
  const uint64_t *in = bits.data();
  if (format == exec::FloatFormat::F64) {
    py::array_t<double> result(shape);
    double *out = result.mutable_data();
    for (py::ssize_t i = 0, n = bits.size(); i < n; ++i)
      std::memcpy(&out[i], &in[i], sizeof(double));
    return std::move(result);
  }
  // Every narrower format is exact in f32.
  py::array_t<float> result(shape);
  float *out = result.mutable_data();
  for (py::ssize_t i = 0, n = bits.size(); i < n; ++i)
    out[i] = exec::toFloat(in[i] & mask, format);
  return std::move(result);
}

void registerNumbers(py::module_ &m) {
  m.def(
      "_float_bits",
      [](double value, const std::string &type) {
        return encode(value, floatKind(type));
      },
      py::arg("value"), py::arg("element_type"),
      "The bit pattern of `value` in a float element type (nearest even).");
  m.def("_to_bits", &toBits, py::arg("values"), py::arg("element_type"));
  m.def("_from_bits", &fromBits, py::arg("bits"), py::arg("element_type"));
}

} // namespace tilekit::python
