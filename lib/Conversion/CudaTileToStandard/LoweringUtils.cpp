//===- LoweringUtils.cpp - Shared helpers of the cuda_tile lowering -------===//

#include "LoweringUtils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::cuda_tile::lowering {

//===----------------------------------------------------------------------===//
// Tile facts
//===----------------------------------------------------------------------===//

Type TileFacts::registerTypeOf(int64_t n) const {
  if (isScalar())
    return registerType;
  return VectorType::get({n}, registerType);
}

FailureOr<TileFacts> getTileFacts(const CudaTileTypeConverter &converter,
                                  Type type) {
  auto tile = dyn_cast<TileType>(type);
  if (!tile)
    return failure();
  TileFacts facts;
  facts.type = tile;
  facts.elementType = tile.getElementType();
  facts.registerType =
      CudaTileTypeConverter::getRegisterType(facts.elementType);
  facts.storageType = CudaTileTypeConverter::getStorageType(facts.elementType);
  if (!facts.registerType)
    return failure();
  facts.storageBytes =
      CudaTileTypeConverter::getStorageBytes(facts.elementType);
  facts.repr = converter.getRepr(tile);
  facts.numElements = tile.getShape().empty() ? 1 : tile.getNumElements();
  facts.converted = converter.convertType(tile);
  if (!facts.converted)
    return failure();
  return facts;
}

bool isViewType(Type type) {
  return isa<TensorViewType, PartitionViewType, StridedViewType,
             GatherScatterViewType>(type);
}

TensorViewType getTensorViewOf(Type viewType) {
  if (auto tensor = dyn_cast<TensorViewType>(viewType))
    return tensor;
  if (auto partition = dyn_cast<PartitionViewType>(viewType))
    return partition.getTensorView();
  if (auto strided = dyn_cast<StridedViewType>(viewType))
    return strided.getTensorView();
  if (auto gather = dyn_cast<GatherScatterViewType>(viewType))
    return gather.getTensorView();
  return {};
}

//===----------------------------------------------------------------------===//
// Small builders
//===----------------------------------------------------------------------===//

IntegerAttr intAttr(Type element, int64_t value) {
  unsigned width = element.getIntOrFloatBitWidth();
  return IntegerAttr::get(element, APInt(width, uint64_t(value),
                                         /*isSigned=*/false,
                                         /*implicitTrunc=*/true));
}

Value constInt(OpBuilder &b, Location loc, Type type, int64_t value) {
  IntegerAttr attr = intAttr(getElementTypeOrSelf(type), value);
  if (auto vector = dyn_cast<VectorType>(type))
    return arith::ConstantOp::create(b, loc, type,
                                     DenseElementsAttr::get(vector, attr));
  return arith::ConstantOp::create(b, loc, type, attr);
}
Value constI32(OpBuilder &b, Location loc, int64_t value) {
  return constInt(b, loc, b.getI32Type(), value);
}
Value constI64(OpBuilder &b, Location loc, int64_t value) {
  return constInt(b, loc, b.getI64Type(), value);
}
Value constIndex(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

Type getPtrType(MLIRContext *context) {
  return LLVM::LLVMPointerType::get(context);
}

Value nullPtr(OpBuilder &b, Location loc) {
  return LLVM::ZeroOp::create(b, loc, getPtrType(b.getContext()));
}

Value gep(OpBuilder &b, Location loc, Value base, Type elementType,
          Value index) {
  return LLVM::GEPOp::create(b, loc, getPtrType(b.getContext()), elementType,
                             base, ValueRange{index});
}

Value gep(OpBuilder &b, Location loc, Value base, Type elementType,
          int64_t index) {
  if (index == 0)
    return base;
  // A constant GEP index holds only LLVM::kGEPConstantBitWidth (29) bits
  // and wraps silently past them: larger offsets (frames over 256 MiB) are
  // values.
  constexpr int64_t kLimit = int64_t(1) << (LLVM::kGEPConstantBitWidth - 1);
  if (index >= -kLimit && index < kLimit)
    return LLVM::GEPOp::create(b, loc, getPtrType(b.getContext()), elementType,
                               base, ArrayRef<LLVM::GEPArg>{int32_t(index)});
  return gep(b, loc, base, elementType, constI64(b, loc, index));
}

Value splatTo(OpBuilder &b, Location loc, Value scalar, Type type) {
  if (isa<VectorType>(type) && !isa<VectorType>(scalar.getType()))
    return vector::BroadcastOp::create(b, loc, type, scalar);
  return scalar;
}

//===----------------------------------------------------------------------===//
// The lowered entry
//===----------------------------------------------------------------------===//

func::FuncOp getEntryFunc(Operation *op) {
  if (auto func = dyn_cast<func::FuncOp>(op))
    return func;
  return op->getParentOfType<func::FuncOp>();
}

Value getEntryArg(Operation *op, abi::EntryArg which) {
  return getEntryFunc(op).getArgument(which);
}

Value getOpIdValue(OpBuilder &b, Location loc, Operation *op) {
  auto id = op->getAttrOfType<IntegerAttr>(abi::kOpIdAttr);
  return constI32(b, loc, id ? id.getInt() : -1);
}

Value allocateFrameSlot(OpBuilder &b, Location loc, Operation *anchor,
                        uint64_t bytes) {
  func::FuncOp func = getEntryFunc(anchor);
  uint64_t used = 0;
  if (auto attr = func->getAttrOfType<IntegerAttr>(abi::kFrameBytesAttr))
    used = attr.getInt();
  uint64_t offset = llvm::alignTo(used, abi::kFrameAlignment);
  func->setAttr(abi::kFrameBytesAttr,
                b.getI64IntegerAttr(offset + std::max<uint64_t>(bytes, 1)));
  return gep(b, loc, func.getArgument(abi::kFrame), b.getI8Type(),
             int64_t(offset));
}

//===----------------------------------------------------------------------===//
// Registers and memory
//===----------------------------------------------------------------------===//

Type withElementType(Type type, Type element) {
  if (auto vector = dyn_cast<VectorType>(type))
    return vector.clone(element);
  return element;
}

Value floatConst(OpBuilder &b, Location loc, Type type, double value) {
  Type element = getElementTypeOrSelf(type);
  auto attr = FloatAttr::get(element, value);
  if (auto vector = dyn_cast<VectorType>(type))
    return arith::ConstantOp::create(b, loc, type,
                                     DenseElementsAttr::get(vector, attr));
  return arith::ConstantOp::create(b, loc, type, attr);
}

static bool isNarrowInteger(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() < 8;
}

Value toStorage(OpBuilder &b, Location loc, Value value,
                const TileFacts &facts) {
  if (!isNarrowInteger(facts.registerType))
    return value;
  return arith::ExtUIOp::create(
      b, loc, withElementType(value.getType(), b.getI8Type()), value);
}

Value fromStorage(OpBuilder &b, Location loc, Value value,
                  const TileFacts &facts) {
  if (!isNarrowInteger(facts.registerType))
    return value;
  return arith::TruncIOp::create(
      b, loc, withElementType(value.getType(), facts.registerType), value);
}

Value toBits(OpBuilder &b, Location loc, Value value, const TileFacts &facts) {
  if (isa<FloatType>(facts.registerType))
    return arith::BitcastOp::create(
        b, loc,
        withElementType(value.getType(),
                        b.getIntegerType(8 * facts.storageBytes)),
        value);
  return toStorage(b, loc, value, facts);
}

Value fromBits(OpBuilder &b, Location loc, Value bits, const TileFacts &facts) {
  if (isa<FloatType>(facts.registerType))
    return arith::BitcastOp::create(
        b, loc, withElementType(bits.getType(), facts.registerType), bits);
  return fromStorage(b, loc, bits, facts);
}

Value loadElements(OpBuilder &b, Location loc, Value ptr,
                   const TileFacts &facts, int64_t n, bool scalar) {
  Type type = scalar ? facts.storageType
                     : Type(VectorType::get({n}, facts.storageType));
  Value loaded = LLVM::LoadOp::create(b, loc, type, ptr, facts.storageBytes);
  return fromStorage(b, loc, loaded, facts);
}

void storeElements(OpBuilder &b, Location loc, Value value, Value ptr,
                   const TileFacts &facts) {
  LLVM::StoreOp::create(b, loc, toStorage(b, loc, value, facts), ptr,
                        facts.storageBytes);
}

Value spillToMemory(OpBuilder &b, Location loc, Operation *anchor, Value value,
                    const TileFacts &facts) {
  if (facts.isBuffer())
    return value;
  Value slot = allocateFrameSlot(b, loc, anchor, facts.bytes());
  storeElements(b, loc, value, slot, facts);
  return slot;
}

Value loadFromMemory(OpBuilder &b, Location loc, Value ptr,
                     const TileFacts &facts) {
  if (facts.isBuffer())
    return ptr;
  return loadElements(b, loc, ptr, facts, facts.numElements, facts.isScalar());
}

void copyBytes(OpBuilder &b, Location loc, Value dst, Value src,
               int64_t bytes) {
  LLVM::MemcpyOp::create(b, loc, dst, src, constI64(b, loc, bytes),
                         /*isVolatile=*/false);
}

//===----------------------------------------------------------------------===//
// Element-wise computation
//===----------------------------------------------------------------------===//

/// Elements per iteration of a loop over buffers: 128 bytes of the widest
/// operand, which LLVM turns into a few full-width vector instructions.
static int64_t getChunkElements(const TileFacts &result,
                                ArrayRef<TileFacts> operands) {
  unsigned widest = result.storageBytes;
  for (const TileFacts &facts : operands)
    widest = std::max(widest, facts.storageBytes);
  int64_t chunk = std::max<int64_t>(1, 128 / widest);
  return std::min(chunk, result.numElements);
}

/// NaN results are the canonical quiet NaN, as in the interpreter and the
/// numerics library: LLVM promises no NaN payload (it commutes operands and
/// folds constants freely), so every NaN lane is replaced by the constant.
Value canonicalizeNaN(OpBuilder &b, Location loc, Value result) {
  // On the integer bits: LLVM may treat a floating-point select of one NaN
  // for another as a no-op (it gives NaN payloads no meaning), an integer
  // select it must keep.
  Type type = result.getType();
  Type element = getElementTypeOrSelf(type);
  unsigned width = element.getIntOrFloatBitWidth();
  Type intType =
      isa<VectorType>(type)
          ? Type(cast<VectorType>(type).clone(b.getIntegerType(width)))
          : Type(b.getIntegerType(width));
  bool wide = width == 64;
  int64_t canonical = wide ? int64_t(0x7FF8000000000000ull) : 0x7FC00000;
  int64_t magnitude = wide ? int64_t(0x7FFFFFFFFFFFFFFFull) : 0x7FFFFFFF;
  int64_t infinity = wide ? int64_t(0x7FF0000000000000ull) : 0x7F800000;
  Value bits = arith::BitcastOp::create(b, loc, intType, result);
  Value abs =
      arith::AndIOp::create(b, loc, bits, constInt(b, loc, intType, magnitude));
  Value isNaN = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, abs,
                                      constInt(b, loc, intType, infinity));
  Value fixed = arith::SelectOp::create(
      b, loc, isNaN, constInt(b, loc, intType, canonical), bits);
  return arith::BitcastOp::create(b, loc, type, fixed);
}

// Then nothing this block does can change the memory while the value lives,
// and another block's write would race with the load itself.
bool mayReferenceMemory(Operation *op, Value tile,
                        MemoryOrderingSemantics ordering) {
  auto mayWriteOrSync = [](Operation *other) {
    if (auto load = dyn_cast<LoadViewTkoOp>(other))
      return load.getMemoryOrderingSemantics() != MemoryOrderingSemantics::WEAK;
    if (auto load = dyn_cast<LoadPtrTkoOp>(other))
      return load.getMemoryOrderingSemantics() != MemoryOrderingSemantics::WEAK;
    return !isMemoryEffectFree(other);
  };
  if (ordering != MemoryOrderingSemantics::WEAK)
    return false;
  Block *block = op->getBlock();
  Operation *last = op;
  SmallVector<Value> values = {tile};
  while (!values.empty()) {
    Value value = values.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (user->getBlock() != block ||
          user->hasTrait<OpTrait::IsTerminator>() || mayWriteOrSync(user))
        return false;
      if (last->isBeforeInBlock(user))
        last = user;
      // Results that may share the loaded buffer (select of whole tiles
      // picks a pointer).
      if (isa<ReshapeOp, BitcastOp, AssumeOp, SelectOp, PtrToIntOp, IntToPtrOp,
              PtrToPtrOp, UnrealizedConversionCastOp>(user))
        llvm::append_range(values, user->getResults());
    }
  }
  for (Operation *it = op->getNextNode(); it && it != last;
       it = it->getNextNode())
    if (mayWriteOrSync(it))
      return false;
  return true;
}

bool isCarryOwnedBy(Value original, Operation *op) {
  auto carried = original.getDefiningOp<UnrealizedConversionCastOp>();
  if (!carried || !carried->hasAttr(abi::kCarriedBufferAttr))
    return false;
  for (OpOperand &use : original.getUses()) {
    Operation *user = use.getOwner();
    if (user == op)
      continue;
    // The adaptor's materialization: a reader only once something uses it.
    if (isa<UnrealizedConversionCastOp>(user) && user->use_empty())
      continue;
    return false;
  }
  return true;
}

Value findInPlaceOperand(Operation *op, ArrayRef<Value> operands,
                         ArrayRef<TileFacts> operandFacts,
                         const TileFacts &result) {
  if (!op || op->getNumOperands() != operands.size())
    return {};
  for (auto [original, converted, facts] :
       llvm::zip(op->getOperands(), operands, operandFacts)) {
    if (facts.isBuffer() && facts.bytes() == result.bytes() &&
        facts.storageBytes == result.storageBytes &&
        isCarryOwnedBy(original, op))
      return converted;
  }
  return {};
}

Value loadOperandChunk(OpBuilder &b, Location loc, Value value,
                       const TileFacts &facts, const ChunkGenerator &generator,
                       Value first, int64_t chunk) {
  if (generator)
    return generator(b, loc, first, chunk);
  if (facts.isScalar())
    return splatTo(b, loc, value, VectorType::get({chunk}, facts.registerType));
  Value ptr = gep(b, loc, value, facts.storageType, first);
  return loadElements(b, loc, ptr, facts, chunk, /*scalar=*/false);
}

Value emitElementwise(OpBuilder &b, Location loc, Operation *anchor,
                      const TileFacts &result, ArrayRef<Value> operands,
                      ArrayRef<TileFacts> operandFacts, ElementwiseBody body,
                      Value destination, ArrayRef<ChunkGenerator> generators,
                      Operation **loop, Value stream) {
  if (!result.isBuffer()) {
    SmallVector<Value> values;
    for (auto [value, facts] : llvm::zip(operands, operandFacts))
      values.push_back(result.isScalar() || !facts.isScalar()
                           ? value
                           : splatTo(b, loc, value,
                                     VectorType::get({result.numElements},
                                                     facts.registerType)));
    return body(b, loc, values);
  }
  int64_t chunk = getChunkElements(result, operandFacts);
  // A fused operand has no buffer to compute over.
  Value out;
  if (llvm::none_of(generators,
                    [](const ChunkGenerator &g) { return bool(g); }))
    out = findInPlaceOperand(anchor, operands, operandFacts, result);
  if (!out)
    out = allocateFrameSlot(b, loc, anchor, result.bytes());
  if (destination) {
    Value none = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::eq,
                                      destination, nullPtr(b, loc));
    out = LLVM::SelectOp::create(b, loc, none, out, destination);
  }
  // A streamed destination is aligned to abi::kStreamingAlignment
  // (emitStoreDestination), so every chunk is aligned to the largest power
  // of two dividing its size, up to that.
  int64_t chunkBytes = chunk * result.storageBytes;
  unsigned streamAlignment = unsigned(
      std::min<int64_t>(abi::kStreamingAlignment, chunkBytes & -chunkBytes));
  auto emitLoop = [&](OpBuilder &lb, Location loc, bool nontemporal) {
    Value lower = constI64(lb, loc, 0);
    Value upper = constI64(lb, loc, result.numElements);
    Value step = constI64(lb, loc, chunk);
    return scf::ForOp::create(
        lb, loc, lower, upper, step, ValueRange{},
        [&](OpBuilder &nested, Location loc, Value iv, ValueRange) {
          SmallVector<Value> values;
          for (auto [i, value] : llvm::enumerate(operands))
            values.push_back(loadOperandChunk(
                nested, loc, value, operandFacts[i],
                generators.empty() ? ChunkGenerator() : generators[i], iv,
                chunk));
          Value r = body(nested, loc, values);
          Value at = gep(nested, loc, out, result.storageType, iv);
          if (nontemporal)
            LLVM::StoreOp::create(nested, loc,
                                  toStorage(nested, loc, r, result), at,
                                  streamAlignment,
                                  /*isVolatile=*/false, /*isNonTemporal=*/true);
          else
            storeElements(nested, loc, r, at, result);
          scf::YieldOp::create(nested, loc);
        });
  };
  if (!stream) {
    scf::ForOp forOp = emitLoop(b, loc, /*nontemporal=*/false);
    if (loop)
      *loop = forOp;
    return out;
  }
  // Two copies of the loop: stores around the caches into a destination
  // too large for them (no read for ownership of every line), plain
  // stores otherwise. The fence orders the streamed stores before the
  // block's later accesses and its end, as plain stores are.
  scf::IfOp::create(
      b, loc, stream,
      [&](OpBuilder &tb, Location tloc) {
        emitLoop(tb, tloc, /*nontemporal=*/true);
        emitStoreFence(tb, tloc);
        scf::YieldOp::create(tb, tloc);
      },
      [&](OpBuilder &eb, Location eloc) {
        scf::ForOp forOp = emitLoop(eb, eloc, /*nontemporal=*/false);
        if (loop)
          *loop = forOp;
        scf::YieldOp::create(eb, eloc);
      });
  return out;
}

void emitStoreFence(OpBuilder &b, Location loc) {
#if defined(__x86_64__)
  LLVM::CallIntrinsicOp::create(b, loc, b.getStringAttr("llvm.x86.sse.sfence"),
                                ValueRange{});
#else
  LLVM::FenceOp::create(b, loc, LLVM::AtomicOrdering::seq_cst);
#endif
}

//===----------------------------------------------------------------------===//
// Module-level data and runtime calls
//===----------------------------------------------------------------------===//

static mlir::ModuleOp getTopModule(Operation *anchor) {
  mlir::ModuleOp module = anchor->getParentOfType<mlir::ModuleOp>();
  while (mlir::ModuleOp parent = module->getParentOfType<mlir::ModuleOp>())
    module = parent;
  return module;
}

Value getConstantData(OpBuilder &b, Location loc, Operation *anchor,
                      DenseElementsAttr data) {
  mlir::ModuleOp module = getTopModule(anchor);
  LLVM::GlobalOp global;
  unsigned count = 0;
  for (auto existing : module.getOps<LLVM::GlobalOp>()) {
    if (!existing.getSymName().starts_with("__tilekit_data_"))
      continue;
    ++count;
    if (existing.getValueAttr() == data)
      global = existing;
  }
  if (!global) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    Type element = data.getElementType();
    auto arrayType = LLVM::LLVMArrayType::get(element, data.getNumElements());
    std::string name = "__tilekit_data_" + std::to_string(count);
    while (module.lookupSymbol(name))
      name += "_";
    global = LLVM::GlobalOp::create(b, loc, arrayType, /*isConstant=*/true,
                                    LLVM::Linkage::Internal, name, data,
                                    /*alignment=*/abi::kFrameAlignment);
  }
  return LLVM::AddressOfOp::create(b, loc, global);
}

Value callRuntime(OpBuilder &b, Location loc, Operation *anchor, StringRef name,
                  ValueRange args, TypeRange results) {
  mlir::ModuleOp module = getTopModule(anchor);
  auto callee = module.lookupSymbol<func::FuncOp>(name);
  if (!callee) {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(module.getBody());
    callee = func::FuncOp::create(b, loc, name,
                                  b.getFunctionType(TypeRange(args), results));
    callee.setPrivate();
  }
  auto call = func::CallOp::create(b, loc, callee, args);
  return call->getNumResults() ? call->getResult(0) : Value();
}

Value makePointerArray(OpBuilder &b, Location loc, Operation *anchor,
                       ArrayRef<Value> pointers) {
  if (pointers.empty())
    return nullPtr(b, loc);
  Type ptrType = getPtrType(b.getContext());
  Value array = allocateFrameSlot(b, loc, anchor, 8 * pointers.size());
  for (auto [i, pointer] : llvm::enumerate(pointers))
    LLVM::StoreOp::create(b, loc, pointer, gep(b, loc, array, ptrType, i), 8);
  return array;
}

FailureOr<DenseElementsAttr> toStorageLiteral(DenseElementsAttr value,
                                              const TileFacts &facts) {
  int64_t n = facts.numElements;
  Type elem = facts.elementType;
  auto tensorOf = [&](Type type) { return RankedTensorType::get({n}, type); };
  if (elem.isF32() || elem.isF64()) {
    if (value.isSplat())
      return DenseElementsAttr::get(tensorOf(elem),
                                    value.getSplatValue<APFloat>());
    return DenseElementsAttr::get(tensorOf(elem),
                                  llvm::to_vector(value.getValues<APFloat>()));
  }
  Type storage = facts.storageType;
  unsigned width = storage.getIntOrFloatBitWidth();
  auto convert = [&](const APInt &raw) {
    uint64_t bits = raw.getZExtValue();
    if (elem.isTF32())
      bits = (bits & 0x7FFFF) << 13; // f32 layout, as the interpreter keeps it
    unsigned valueBits = isa<IntegerType>(elem)
                             ? cast<IntegerType>(elem).getWidth()
                         : isa<Float4E2M1FNType>(elem) ? 4
                                                       : width;
    if (valueBits < 64)
      bits &= (uint64_t(1) << valueBits) - 1;
    return APInt(width, bits);
  };
  auto rawOf = [&](auto &&range) {
    SmallVector<APInt> bits;
    for (auto v : range) {
      if constexpr (std::is_same_v<std::decay_t<decltype(v)>, APFloat>)
        bits.push_back(convert(v.bitcastToAPInt()));
      else
        bits.push_back(convert(v));
    }
    return bits;
  };
  SmallVector<APInt> bits;
  if (isa<IntegerType>(value.getElementType())) {
    if (value.isSplat())
      bits.push_back(convert(value.getSplatValue<APInt>()));
    else
      bits = rawOf(value.getValues<APInt>());
  } else if (isa<FloatType>(value.getElementType())) {
    if (value.isSplat())
      bits.push_back(convert(value.getSplatValue<APFloat>().bitcastToAPInt()));
    else
      bits = rawOf(value.getValues<APFloat>());
  } else {
    return failure();
  }
  if (int64_t(bits.size()) != n && bits.size() != 1)
    return failure();
  return DenseElementsAttr::get(tensorOf(storage), bits);
}

//===----------------------------------------------------------------------===//
// f16 and bf16
//===----------------------------------------------------------------------===//

/// The bits of f16/bf16 values widened exactly to f32.
Value narrowToF32(OpBuilder &b, Location loc, Value bits, bool isBF16) {
  Type type = bits.getType();
  if (isBF16) {
    Type i32 = withElementType(type, b.getI32Type());
    Value wide = arith::ExtUIOp::create(b, loc, i32, bits);
    Value shifted =
        arith::ShLIOp::create(b, loc, wide, constInt(b, loc, i32, 16));
    return arith::BitcastOp::create(
        b, loc, withElementType(type, b.getF32Type()), shifted);
  }
  Value half = arith::BitcastOp::create(
      b, loc, withElementType(type, b.getF16Type()), bits);
  return arith::ExtFOp::create(b, loc, withElementType(type, b.getF32Type()),
                               half);
}

/// f32 values rounded once, to nearest even, to f16/bf16 bits; NaN gives
/// the format's canonical NaN (0x7E00, 0x7FC0) as in the numerics library.
/// With 24 >= 2p + 2 significand bits, an f32 result of +, -, *, / or sqrt
/// of f16/bf16 operands rounded again this way equals the operation rounded
/// once (double rounding is innocuous), which is what the interpreter
/// computes.
Value f32ToNarrow(OpBuilder &b, Location loc, Value x, bool isBF16) {
  Type type = x.getType();
  Type i16 = withElementType(type, b.getI16Type());
  Type i32 = withElementType(type, b.getI32Type());
  Value bits32 = arith::BitcastOp::create(b, loc, i32, x);
  Value magnitude =
      arith::AndIOp::create(b, loc, bits32, constInt(b, loc, i32, 0x7FFFFFFF));
  Value isNaN =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, magnitude,
                            constInt(b, loc, i32, 0x7F800000));
  Value rounded;
  if (isBF16) {
    Value lsb = arith::AndIOp::create(
        b, loc,
        arith::ShRUIOp::create(b, loc, bits32, constInt(b, loc, i32, 16)),
        constInt(b, loc, i32, 1));
    Value biased = arith::AddIOp::create(
        b, loc, bits32,
        arith::AddIOp::create(b, loc, lsb, constInt(b, loc, i32, 0x7FFF)));
    rounded = arith::TruncIOp::create(
        b, loc, i16,
        arith::ShRUIOp::create(b, loc, biased, constInt(b, loc, i32, 16)));
  } else {
    Value half = arith::TruncFOp::create(
        b, loc, withElementType(type, b.getF16Type()), x);
    rounded = arith::BitcastOp::create(b, loc, i16, half);
  }
  return arith::SelectOp::create(
      b, loc, isNaN, constInt(b, loc, i16, isBF16 ? 0x7FC0 : 0x7E00), rounded);
}

} // namespace mlir::cuda_tile::lowering
