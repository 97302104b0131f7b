//===- ByteStream.h - primitive encodings of the bytecode -------*- C++ -*-===//
//
// Varints, zig-zag varints, little-endian fixed-width values and 0xCB
// alignment padding (bytecode.md 1): a growable output buffer, and an input
// cursor that never reads past its end and reports errors with the absolute
// file offset.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_BYTECODE_BYTESTREAM_H
#define TILEKIT_LIB_BYTECODE_BYTESTREAM_H

#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Endian.h"

#include <cstdint>

namespace mlir::cuda_tile::bytecode {

/// Bytes being written. Alignment is relative to the buffer's start.
class ByteBuffer {
public:
  void writeByte(uint8_t value) { bytes.push_back(static_cast<char>(value)); }

  void writeVarint(uint64_t value) {
    do {
      uint8_t byte = value & 0x7F;
      value >>= 7;
      writeByte(value ? byte | 0x80 : byte);
    } while (value);
  }

  /// Zig-zag encoded signed varint.
  void writeSVarint(int64_t value) {
    writeVarint((static_cast<uint64_t>(value) << 1) ^
                static_cast<uint64_t>(value >> 63));
  }

  template <typename T> void writeLE(T value) {
    char raw[sizeof(T)];
    llvm::support::endian::write<T, llvm::endianness::little>(raw, value);
    bytes.append(raw, raw + sizeof(T));
  }

  void writeBytes(llvm::ArrayRef<char> data) {
    bytes.append(data.begin(), data.end());
  }

  /// Pads with 0xCB to a multiple of `alignment` from `base` (absolute
  /// offset of this buffer's first byte).
  void alignTo(uint64_t alignment, uint64_t base = 0) {
    while ((base + bytes.size()) % alignment)
      writeByte(0xCB);
  }

  size_t size() const { return bytes.size(); }
  llvm::ArrayRef<char> data() const { return bytes; }
  void clear() { bytes.clear(); }

private:
  llvm::SmallVector<char, 256> bytes;
};

/// Reads a byte range: the file, a section payload, or a function body.
/// Every read is bounds-checked; a failed read emits "error at offset N:"
/// where N is the position within this range, as the reference reader
/// reports it.
class ByteReader {
public:
  ByteReader(llvm::StringRef bytes, Location loc)
      : data(bytes), pos(0), loc(loc) {}

  /// Emits an error at the current offset.
  InFlightDiagnostic emitError() const { return emitErrorAt(offset()); }
  InFlightDiagnostic emitErrorAt(uint64_t fileOffset) const {
    return mlir::emitError(loc) << "error at offset " << fileOffset << ": ";
  }
  LogicalResult fail(const llvm::Twine &message) const {
    return emitError() << message;
  }

  uint64_t offset() const { return pos; }
  size_t remaining() const { return data.size() - pos; }
  bool atEnd() const { return pos == data.size(); }
  Location getLoc() const { return loc; }

  LogicalResult readByte(uint8_t &value, llvm::StringRef what) {
    if (pos >= data.size())
      return fail("unexpected end of data while reading " + what);
    value = static_cast<uint8_t>(data[pos++]);
    return success();
  }

  /// Unsigned LEB128, at most 10 bytes; values above `max` are refused.
  LogicalResult readVarint(uint64_t &value, llvm::StringRef what,
                           uint64_t max = UINT64_MAX) {
    uint64_t start = offset();
    value = 0;
    for (unsigned shift = 0;; shift += 7) {
      if (shift > 63)
        return emitErrorAt(start) << "malformed varint for " << what;
      uint8_t byte;
      if (failed(readByte(byte, what)))
        return failure();
      uint64_t bits = byte & 0x7F;
      if (shift == 63 && bits > 1)
        return emitErrorAt(start) << "malformed varint for " << what;
      value |= bits << shift;
      if (!(byte & 0x80))
        break;
    }
    if (value > max)
      return emitErrorAt(start)
             << "varint value exceeds maximum supported capacity. (expected "
                "value less than "
             << max << ", got " << value << ") for " << what;
    return success();
  }

  LogicalResult readSVarint(int64_t &value, llvm::StringRef what) {
    uint64_t raw;
    if (failed(readVarint(raw, what)))
      return failure();
    value = static_cast<int64_t>(raw >> 1) ^ -static_cast<int64_t>(raw & 1);
    return success();
  }

  template <typename T> LogicalResult readLE(T &value, llvm::StringRef what) {
    if (remaining() < sizeof(T))
      return fail("unexpected end of data while reading " + what);
    value = llvm::support::endian::read<T, llvm::endianness::little>(
        data.data() + pos);
    pos += sizeof(T);
    return success();
  }

  LogicalResult readBytes(size_t count, llvm::StringRef &bytes,
                          llvm::StringRef what) {
    if (remaining() < count)
      return fail("unexpected end of data while reading " + what);
    bytes = data.substr(pos, count);
    pos += count;
    return success();
  }

  /// The unread bytes.
  llvm::StringRef rest() const { return data.drop_front(pos); }

  /// Skips padding up to a multiple of `alignment` from the range start.
  LogicalResult alignTo(uint64_t alignment, llvm::StringRef what) {
    size_t aligned = (pos + alignment - 1) / alignment * alignment;
    if (aligned > data.size())
      return fail("unexpected end of data while aligning " + what);
    pos = aligned;
    return success();
  }

  /// A reader of the next `length` bytes, which this reader then skips.
  LogicalResult slice(size_t length, ByteReader &sub, llvm::StringRef what) {
    llvm::StringRef bytes;
    if (failed(readBytes(length, bytes, what)))
      return failure();
    sub = ByteReader(bytes, loc);
    return success();
  }

private:
  llvm::StringRef data;
  size_t pos;
  Location loc;
};

} // namespace mlir::cuda_tile::bytecode

#endif // TILEKIT_LIB_BYTECODE_BYTESTREAM_H
