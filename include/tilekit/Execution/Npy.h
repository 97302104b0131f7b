//===- Npy.h - Reading and writing numpy .npy files -------------*- C++ -*-===//
//
// tile-run takes kernel arguments from .npy files and writes results back in
// the same format, so that numpy users can prepare inputs and check outputs
// with np.load/np.save. Only what a kernel argument can be is supported:
// C-order, little-endian arrays of bool, integers and IEEE floats. Anything
// else is rejected with a message that names the problem, rather than being
// reinterpreted silently.
//
// Parsing and serializing are plain byte handling with no MLIR dependency,
// easy to test and fuzz; files are read and written as every TileKit tool
// does (tilekit/Support/FileSafety.h): regular files of bounded size only,
// outputs renamed into place once complete.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_EXECUTION_NPY_H
#define TILEKIT_EXECUTION_NPY_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
}

namespace tilekit::exec {

/// A numpy array as stored in a .npy file: C order, little-endian.
struct NpyArray {
  /// numpy dtype kind: 'b' (bool), 'i' (signed), 'u' (unsigned), 'f' (float).
  char kind = 'f';
  /// Bytes per element: 1 for bool; 1, 2, 4 or 8 for integers; 2, 4 or 8 for
  /// floats.
  unsigned itemSize = 4;
  std::vector<int64_t> shape;
  /// numElements() * itemSize bytes, little-endian elements in C order.
  std::vector<uint8_t> data;

  /// Product of shape (1 for rank 0).
  int64_t numElements() const;
  /// numpy's name for the dtype: "float32", "int8", "bool", "uint16", ...
  /// Unsupported kind/size pairs give a descriptive "<invalid ...>" string.
  std::string dtypeName() const;
};

/// Reads a .npy file (format versions 1.0, 2.0 and 3.0). On failure returns
/// false and sets `error` to a message that starts with the path.
bool readNpy(const std::string &path, NpyArray &out, std::string &error);

/// Like readNpy, from the contents of a .npy file in memory.
bool parseNpy(const uint8_t *bytes, size_t size, NpyArray &out,
              std::string &error);

/// Writes `array` as format version 1.0 (2.0 when the header does not fit
/// 1.0), byte for byte as numpy.save writes it. Fails if the array is
/// invalid (unsupported dtype, negative dimension, data size not matching
/// the shape) or the file cannot be written.
bool writeNpy(const std::string &path, const NpyArray &array,
              std::string &error);

/// The bytes writeNpy would write; empty if the array is invalid.
std::vector<uint8_t> serializeNpy(const NpyArray &array);

/// The header of a .npy file (magic string through padding) for an array
/// of `array`'s dtype and shape whose data is `dataBytes` long
/// (`array.data` is not used). Fails if they do not match.
bool serializeNpyHeader(const NpyArray &array, uint64_t dataBytes,
                        std::vector<uint8_t> &header, std::string &error);

/// Writes a .npy file of `array`'s dtype and shape with the elements at
/// `data` to `os`, without copying them.
bool writeNpy(llvm::raw_ostream &os, const NpyArray &array, const uint8_t *data,
              uint64_t dataBytes, std::string &error);

} // namespace tilekit::exec

#endif // TILEKIT_EXECUTION_NPY_H
