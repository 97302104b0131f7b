//===- ViewRules.cpp - Tensor views and tile views ------------------------===//
//
// make_tensor_view, make_partition_view, make_strided_view,
// make_gather_scatter_view, get_tensor_shape, get_index_space_shape,
// load_view_tko and store_view_tko. Out-of-bounds elements of a load get
// the view's padding value (zero when it has none: the specification leaves
// them unspecified); out-of-bounds elements of a store are not written.
//
//===----------------------------------------------------------------------===//

#include "Elementwise.h"
#include "RaceCheck.h"
#include "ViewAccess.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::cuda_tile;

namespace tilekit::exec::interp {

// Sizes, strides and indices come from the kernel's arguments, so element
// offsets may not fit in int64 (undefined behaviour of the kernel, which
// --check reports). Offsets of in-bounds elements are computed with overflow
// checks; an element whose offset overflows is treated as outside the
// tensor (never accessed). Other offset arithmetic wraps around (mulAddWrap)
// and is exact wherever the checked endpoints fit.

/// a * b + c, or false when it does not fit in int64.
static bool mulAddChecked(int64_t a, int64_t b, int64_t c, int64_t &out) {
  int64_t product;
  return !__builtin_mul_overflow(a, b, &product) &&
         !__builtin_add_overflow(product, c, &out);
}

/// a + b * c modulo 2^64.
static std::string overflowReason(llvm::ArrayRef<int64_t> tileShape,
                                  int64_t linear) {
  return "the tensor offset of tile element " + formatIndex(tileShape, linear) +
         " does not fit in 64 bits";
}

std::optional<ViewLayout> getViewLayout(Type viewType) {
  ViewLayout layout;
  TensorViewType tensor;
  PaddingValueAttr padding;
  if (auto partition = dyn_cast<PartitionViewType>(viewType)) {
    layout.kind = ViewLayout::Kind::Partition;
    for (int32_t d : partition.getTileShape().asArrayRef())
      layout.tileShape.push_back(d);
    for (int32_t d : partition.getDimMap())
      layout.dimMap.push_back(d);
    layout.traversal = layout.tileShape;
    tensor = partition.getTensorView();
    padding = partition.getPaddingValue();
  } else if (auto strided = dyn_cast<StridedViewType>(viewType)) {
    layout.kind = ViewLayout::Kind::Strided;
    for (int32_t d : strided.getTileShape().asArrayRef())
      layout.tileShape.push_back(d);
    for (int32_t d : strided.getDimMap())
      layout.dimMap.push_back(d);
    for (int32_t d : strided.getTraversalStrides().asArrayRef())
      layout.traversal.push_back(d);
    tensor = strided.getTensorView();
    padding = strided.getPaddingValue();
  } else if (auto gather = dyn_cast<GatherScatterViewType>(viewType)) {
    layout.kind = ViewLayout::Kind::GatherScatter;
    for (int32_t d : gather.getTileShape().asArrayRef())
      layout.tileShape.push_back(d);
    layout.traversal = layout.tileShape;
    layout.sparseDim = gather.getSparseDim();
    tensor = gather.getTensorView();
    padding = gather.getPaddingValue();
  } else {
    return std::nullopt;
  }
  if (layout.dimMap.empty())
    for (size_t d = 0; d < layout.tileShape.size(); ++d)
      layout.dimMap.push_back(d);
  std::optional<ElemKind> elem = getElemKind(tensor.getElementType());
  if (!elem)
    return std::nullopt;
  layout.elem = *elem;
  layout.elemBytes = getElemBytes(*elem);
  if (padding)
    layout.padding = padding.getValue();
  return layout;
}

llvm::SmallVector<int64_t, 4> getIndexSpace(const ViewLayout &layout,
                                            const ViewRecord &view) {
  llvm::SmallVector<int64_t, 4> space;
  for (size_t i = 0; i < layout.tileShape.size(); ++i) {
    int64_t extent = view.shape[layout.dimMap[i]];
    if (layout.kind == ViewLayout::Kind::GatherScatter &&
        int64_t(i) == layout.sparseDim) {
      space.push_back(extent);
      continue;
    }
    int64_t step = layout.traversal[i];
    // ceil(extent / step) without overflowing near INT64_MAX
    space.push_back(extent / step + (extent % step != 0));
  }
  return space;
}

bool computeViewOffsets(const ViewLayout &layout, const ViewRecord &view,
                        llvm::ArrayRef<int64_t> index,
                        llvm::ArrayRef<int64_t> gatheredRows,
                        std::vector<int64_t> &offsets,
                        std::vector<uint8_t> &inBounds, std::string &why) {
  size_t rank = layout.tileShape.size();
  llvm::SmallVector<int64_t, 4> space = getIndexSpace(layout, view);
  bool valid = true;
  for (size_t i = 0; i < rank; ++i) {
    if (int64_t(i) == layout.sparseDim)
      continue;
    if (index[i] < 0 || index[i] >= space[i]) {
      why = llvm::formatv("index {0} of dimension {1} is outside the index "
                          "space [0, {2})",
                          index[i], i, space[i]);
      valid = false;
      break;
    }
  }
  int64_t n = 1;
  for (int64_t d : layout.tileShape)
    n *= d;
  offsets.resize(n);
  inBounds.resize(n);
  llvm::SmallVector<int64_t, 4> t(rank, 0);
  for (int64_t e = 0; e < n; ++e) {
    int64_t offset = 0;
    bool inside = true;
    for (size_t i = 0; i < rank && inside; ++i) {
      int64_t tensorDim = layout.dimMap[i];
      int64_t coord = 0;
      if (int64_t(i) == layout.sparseDim)
        coord = gatheredRows[t[i]];
      else if (!mulAddChecked(index[i], layout.traversal[i], t[i], coord))
        inside = false; // far outside the tensor
      if (!inside || coord < 0 || coord >= view.shape[tensorDim]) {
        inside = false;
      } else if (!mulAddChecked(coord, view.strides[tensorDim], offset,
                                offset)) {
        inside = false;
        if (valid)
          why = overflowReason(layout.tileShape, e);
        valid = false;
      }
    }
    offsets[e] = inside ? offset : 0;
    inBounds[e] = inside;
    for (int64_t i = static_cast<int64_t>(rank) - 1; i >= 0; --i) {
      if (++t[i] < layout.tileShape[i])
        break;
      t[i] = 0;
    }
  }
  return valid;
}

/// Whether `index` lies in the index space; `why` says how it does not.
static bool checkIndexSpace(const ViewLayout &layout, const ViewRecord &view,
                            llvm::ArrayRef<int64_t> index, std::string &why) {
  llvm::SmallVector<int64_t, 4> space = getIndexSpace(layout, view);
  for (size_t i = 0; i < space.size(); ++i) {
    if (int64_t(i) == layout.sparseDim)
      continue;
    if (index[i] < 0 || index[i] >= space[i]) {
      why = llvm::formatv("index {0} of dimension {1} is outside the index "
                          "space [0, {2})",
                          index[i], i, space[i]);
      return false;
    }
  }
  return true;
}

bool computeViewRuns(const ViewLayout &layout, const ViewRecord &view,
                     llvm::ArrayRef<int64_t> index,
                     llvm::ArrayRef<int64_t> gatheredRows,
                     llvm::SmallVectorImpl<ViewRun> &runs, int64_t &stride,
                     std::string &why) {
  bool valid = checkIndexSpace(layout, view, index, why);
  int64_t rank = layout.tileShape.size();
  runs.clear();
  if (rank == 0) {
    runs.push_back({0, 1, 0, 1, 0});
    stride = 1;
    return valid;
  }
  int64_t inner = rank - 1;
  int64_t innerDim = layout.dimMap[inner];
  int64_t length = layout.tileShape[inner];
  bool gatherInner = layout.sparseDim == inner;
  stride = view.strides[innerDim];
  int64_t outerCount = 1;
  for (int64_t i = 0; i < inner; ++i)
    outerCount *= layout.tileShape[i];
  llvm::SmallVector<int64_t, 4> t(inner, 0);
  runs.reserve(gatherInner ? outerCount * length : outerCount);
  bool overflow = false;
  for (int64_t o = 0; o < outerCount; ++o) {
    int64_t offset = 0;
    bool inside = true;
    for (int64_t i = 0; i < inner && inside; ++i) {
      int64_t dim = layout.dimMap[i];
      int64_t coord = 0;
      if (i == layout.sparseDim)
        coord = gatheredRows[t[i]];
      else if (!mulAddChecked(index[i], layout.traversal[i], t[i], coord))
        inside = false; // far outside the tensor
      if (!inside || coord < 0 || coord >= view.shape[dim])
        inside = false;
      else if (!mulAddChecked(coord, view.strides[dim], offset, offset)) {
        inside = false;
        overflow = true;
      }
    }
    int64_t first = o * length;
    if (gatherInner) {
      for (int64_t e = 0; e < length; ++e) {
        int64_t coord = gatheredRows[e];
        int64_t at = 0;
        bool in = inside && coord >= 0 && coord < view.shape[innerDim];
        if (in && !mulAddChecked(coord, stride, offset, at)) {
          in = false;
          overflow = true;
        }
        runs.push_back({first + e, 1, 0, in ? 1 : 0, in ? at : 0});
      }
    } else {
      int64_t origin = 0, begin = 0, end = 0;
      if (inside && !__builtin_mul_overflow(index[inner],
                                            layout.traversal[inner], &origin)) {
        // [begin, end): the elements with 0 <= origin + e < shape
        begin = origin >= 0 ? 0 : origin < -length ? length : -origin;
        int64_t limit;
        if (__builtin_sub_overflow(view.shape[innerDim], origin, &limit))
          limit = INT64_MAX;
        end = std::min<int64_t>(length, limit);
        // The first and last accessed offsets must fit; offsets in between
        // then do too.
        int64_t firstAt, lastAt;
        if (begin < end &&
            (!mulAddChecked(origin + begin, stride, offset, firstAt) ||
             !mulAddChecked(origin + end - 1, stride, offset, lastAt))) {
          begin = end = 0;
          overflow = true;
        }
      }
      if (end < begin)
        begin = end = 0;
      runs.push_back(
          {first, length, begin, end, mulAddWrap(offset, origin, stride)});
    }
    for (int64_t i = inner - 1; i >= 0; --i) {
      if (++t[i] < layout.tileShape[i])
        break;
      t[i] = 0;
    }
  }
  if (overflow && valid) {
    why = "the tensor offset of an element of the tile does not fit in 64 "
          "bits";
    valid = false;
  }
  return valid;
}

/// Calls `visit(lane, address)` for every in-bounds element of `access`
/// until one fails.
template <typename Visit>
static Flow forEachElement(const ResolvedAccess &access,
                           const ViewLayout &layout, Visit visit) {
  for (const ViewRun &run : access.runs)
    for (int64_t e = run.begin; e < run.end; ++e) {
      uint64_t address =
          reinterpret_cast<uint64_t>(access.base) +
          uint64_t(mulAddWrap(run.offset, e, access.stride)) * layout.elemBytes;
      if (visit(run.first + e, address) == Flow::Fault)
        return Flow::Fault;
    }
  return Flow::Next;
}

Flow storeRuns(Frame &frame, Operation *op, const ResolvedAccess &access,
               const ViewLayout &layout, const uint8_t *tile, bool weak,
               int order, RowCopy copyRow, AccessEvent *event) {
  if (!access.allocation)
    return Flow::Next;
  if (!access.allocation->admitWrite())
    return fail(frame, op,
                "store into " + access.allocation->name + " (constant)");
  unsigned bytes = layout.elemBytes;
  uint8_t *base = const_cast<uint8_t *>(access.base);
  RaceChecker *race = event ? frame.launch->race : nullptr;
  for (const ViewRun &run : access.runs) {
    if (run.begin >= run.end)
      continue;
    const uint8_t *row = tile + (run.first + run.begin) * bytes;
    uint8_t *dst = reinterpret_cast<uint8_t *>(
        reinterpret_cast<uint64_t>(base) +
        uint64_t(mulAddWrap(run.offset, run.begin, access.stride)) * bytes);
    int64_t count = run.end - run.begin;
    if (race)
      for (int64_t e = 0; e < count; ++e) {
        uint64_t address =
            reinterpret_cast<uint64_t>(dst + e * access.stride * bytes);
        if (race->access(frame, *event, *access.allocation, address, bytes,
                         AccessKind::Write, layout.tileShape,
                         run.first + run.begin + e) == Flow::Fault)
          return Flow::Fault;
      }
    if (weak && access.stride == 1) {
      copyRow(dst, row, count * bytes);
      continue;
    }
    for (int64_t e = 0; e < count; ++e) {
      uint64_t value = loadElement(row, e, bytes);
      uint8_t *address = dst + e * access.stride * bytes;
      uint64_t where = reinterpret_cast<uint64_t>(address);
      if (weak) {
        std::memcpy(address, &value, bytes);
      } else if (race) {
        std::lock_guard<std::mutex> lock(race->syncLock(where));
        storeHost(where, bytes, value, order);
        race->storeSynchronizes(frame, *event, where);
      } else {
        storeHost(where, bytes, value, order);
      }
    }
  }
  return Flow::Next;
}

std::optional<AccessFault>
locateAccess(const Frame &frame, ResolvedAccess &access, unsigned bytes) {
  access.allocation = nullptr;
  int64_t lo = INT64_MAX, hi = INT64_MIN;
  for (const ViewRun &run : access.runs)
    if (run.begin < run.end) {
      // (exact: computeViewRuns checked that these fit)
      lo = std::min(lo, mulAddWrap(run.offset, run.begin, access.stride));
      hi = std::max(hi, mulAddWrap(run.offset, run.end - 1, access.stride));
    }
  if (lo > hi)
    return std::nullopt; // every element is outside the tensor
  uint64_t base = reinterpret_cast<uint64_t>(access.base);
  uint64_t start, last;
  if (elementAddress(base, lo, bytes, start) &&
      elementAddress(base, hi, bytes, last) && base % bytes == 0) {
    access.allocation = findAllocation(frame, start, last - start + bytes);
    if (access.allocation)
      return std::nullopt;
  }
  // The first element, in tile order, that cannot be accessed.
  for (const ViewRun &run : access.runs)
    for (int64_t e = run.begin; e < run.end; ++e) {
      AccessFault fault;
      fault.linear = run.first + e;
      fault.offset = mulAddWrap(run.offset, e, access.stride);
      fault.wraps = !elementAddress(base, fault.offset, bytes, fault.address);
      if (fault.wraps || !findAllocation(frame, fault.address, bytes) ||
          fault.address % bytes)
        return fault;
    }
  // Each element lies in memory, but not all in one allocation.
  AccessFault fault;
  fault.offset = lo;
  fault.address = start;
  return fault;
}

Flow failAccessFault(Frame &frame, Operation *op, const char *what,
                     llvm::ArrayRef<int64_t> shape, const AccessFault &fault,
                     unsigned bytes) {
  if (!fault.wraps)
    return failAccess(frame, op, what, shape, fault.linear, fault.address,
                      bytes);
  return fail(frame, op,
              llvm::formatv("{0} of element {1}: its address ({2} elements "
                            "of {3} bytes from the view's base) does not "
                            "fit in 64 bits",
                            what, formatIndex(shape, fault.linear),
                            fault.offset, bytes));
}

namespace {

LogicalResult compileMakeTensorView(Operation *op, Compiler &compiler,
                                    Step &step) {
  auto make = cast<MakeTensorViewOp>(op);
  auto type = cast<TensorViewType>(make.getResult().getType());
  llvm::SmallVector<int64_t, 4> shape(type.getShape()),
      strides(type.getStrides());
  // Dynamic entries come from the operands, in order.
  std::vector<std::pair<unsigned, unsigned>> dynShape, dynStrides;
  auto bytesOf = [](Value v) { return Compiler::getTileInfo(v.getType()); };
  size_t next = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    if (ShapedType::isDynamic(shape[d])) {
      Value v = make.getDynamicShape()[next++];
      dynShape.emplace_back(d, compiler.slot(v));
    }
  next = 0;
  for (size_t d = 0; d < strides.size(); ++d)
    if (ShapedType::isDynamic(strides[d])) {
      Value v = make.getDynamicStrides()[next++];
      dynStrides.emplace_back(d, compiler.slot(v));
    }
  TileInfo intInfo;
  if (!make.getDynamicShape().empty())
    intInfo = bytesOf(make.getDynamicShape()[0]);
  else if (!make.getDynamicStrides().empty())
    intInfo = bytesOf(make.getDynamicStrides()[0]);
  unsigned bits = getElemBits(intInfo.kind);
  unsigned base = compiler.slot(make.getBase());
  unsigned out = compiler.slot(make.getResult());
  step = [=](Frame &frame) {
    llvm::SmallVector<int64_t, 4> s = shape, t = strides;
    for (auto [d, slot] : dynShape)
      s[d] = signExtend(readScalarBits(frame.slots[slot], intInfo.elemBytes),
                        bits);
    for (auto [d, slot] : dynStrides)
      t[d] = signExtend(readScalarBits(frame.slots[slot], intInfo.elemBytes),
                        bits);
    for (size_t d = 0; d < s.size(); ++d)
      if (s[d] < 0 || t[d] < 0)
        return fail(frame, op,
                    llvm::formatv("has a negative size or stride in dimension "
                                  "{0} ({1}, {2})",
                                  d, s[d], t[d]));
    frame.slots[out] =
        makeViewValue(readScalarBits(frame.slots[base], 8), s, t);
    return Flow::Next;
  };
  return success();
}

/// Views share their tensor_view's record; the layout is static.
LogicalResult compileMakeView(Operation *op, Compiler &compiler, Step &step) {
  if (!getViewLayout(op->getResult(0).getType()))
    return compiler.error(op, "has a view type the interpreter cannot run");
  return compileForwardOperand(op, compiler, step);
}

template <bool IndexSpace>
LogicalResult compileShapeQuery(Operation *op, Compiler &compiler, Step &step) {
  std::optional<ViewLayout> layout;
  if (IndexSpace) {
    layout = getViewLayout(op->getOperand(0).getType());
    if (!layout)
      return compiler.error(op, "has a view type the interpreter cannot run");
  }
  unsigned in = compiler.slot(op->getOperand(0));
  std::vector<unsigned> outs;
  TileInfo info;
  for (Value result : op->getResults()) {
    outs.push_back(compiler.slot(result));
    info = Compiler::getTileInfo(result.getType());
  }
  unsigned bits = getElemBits(info.kind);
  step = [=](Frame &frame) {
    ViewRecord view = readView(frame.slots[in]);
    llvm::SmallVector<int64_t, 4> values =
        IndexSpace
            ? getIndexSpace(*layout, view)
            : llvm::SmallVector<int64_t, 4>(view.shape, view.shape + view.rank);
    for (size_t i = 0; i < outs.size() && i < values.size(); ++i)
      frame.slots[outs[i]] =
          makeScalar(maskBits(values[i], bits), info.elemBytes);
    return Flow::Next;
  };
  return success();
}

/// The operands that pick a tile of a view: scalar indices, and for a
/// gather/scatter view the 1-D tile of rows at the sparse dimension.
struct IndexOperands {
  std::vector<unsigned> slots;
  std::vector<TileInfo> infos;

  void read(const Frame &frame, const ViewLayout &layout,
            llvm::SmallVector<int64_t, 4> &index,
            llvm::SmallVector<int64_t, 16> &rows) const {
    index.assign(slots.size(), 0);
    rows.clear();
    for (size_t i = 0; i < slots.size(); ++i) {
      const TileInfo &info = infos[i];
      unsigned bits = getElemBits(info.kind);
      const uint8_t *data = frame.slots[slots[i]]->data();
      if (int64_t(i) == layout.sparseDim) {
        for (int64_t r = 0; r < info.numElements; ++r)
          rows.push_back(
              signExtend(loadElement(data, r, info.elemBytes), bits));
        continue;
      }
      index[i] = signExtend(loadElement(data, 0, info.elemBytes), bits);
    }
  }
};

IndexOperands getIndexOperands(Compiler &compiler, OperandRange indices) {
  IndexOperands operands;
  for (Value v : indices) {
    operands.slots.push_back(compiler.slot(v));
    operands.infos.push_back(Compiler::getTileInfo(v.getType()));
  }
  return operands;
}

Flow resolveAccess(Frame &frame, Operation *op, const ViewLayout &layout,
                   const ViewRecord &view, const IndexOperands &operands,
                   const char *what, ResolvedAccess &access) {
  llvm::SmallVector<int64_t, 4> index;
  llvm::SmallVector<int64_t, 16> rows;
  operands.read(frame, layout, index, rows);
  std::string why;
  if (!computeViewRuns(layout, view, index, rows, access.runs, access.stride,
                       why) &&
      frame.launch->check)
    return fail(frame, op, "--check: " + why);
  access.base = reinterpret_cast<const uint8_t *>(view.base);
  std::optional<AccessFault> fault =
      locateAccess(frame, access, layout.elemBytes);
  if (!fault)
    return Flow::Next;
  return failAccessFault(frame, op, what, layout.tileShape, *fault,
                         layout.elemBytes);
}

/// The `inbounds` flags of a view access (13.4), one per index; empty when
/// none is set.
std::vector<bool> getInBounds(mlir::DenseBoolArrayAttr attr) {
  if (!attr || llvm::none_of(attr.asArrayRef(), [](bool b) { return b; }))
    return {};
  return std::vector<bool>(attr.asArrayRef().begin(), attr.asArrayRef().end());
}

/// --check of the `inbounds` promise: along every flagged dimension the
/// tile's coordinates lie inside the tensor (breaking it is undefined
/// behaviour; without --check the access pads or masks as usual).
Flow checkInBounds(Frame &frame, Operation *op, const ViewLayout &layout,
                   const ViewRecord &view, const IndexOperands &operands,
                   const std::vector<bool> &inbounds) {
  llvm::SmallVector<int64_t, 4> index;
  llvm::SmallVector<int64_t, 16> rows;
  operands.read(frame, layout, index, rows);
  for (size_t i = 0; i < inbounds.size() && i < layout.tileShape.size(); ++i) {
    if (!inbounds[i])
      continue;
    int64_t extent = view.shape[layout.dimMap[i]];
    int64_t lo = 0, hi = 0;
    bool fits = true;
    if (int64_t(i) == layout.sparseDim) {
      lo = rows.empty() ? 0 : *llvm::min_element(rows);
      hi = rows.empty() ? 0 : *llvm::max_element(rows) + 1;
    } else {
      fits = !__builtin_mul_overflow(index[i], layout.traversal[i], &lo) &&
             !__builtin_add_overflow(lo, layout.tileShape[i], &hi);
    }
    if (!fits || lo < 0 || hi > extent)
      return fail(frame, op,
                  llvm::formatv("--check: 'inbounds' promises that tile "
                                "dimension {0} stays inside the tensor, but "
                                "the tile at index {1} covers [{2}, {3}) of "
                                "[0, {4})",
                                i, index[i], lo, hi, extent));
  }
  return Flow::Next;
}

LogicalResult compileLoadView(Operation *op, Compiler &compiler, Step &step) {
  auto load = cast<LoadViewTkoOp>(op);
  std::optional<ViewLayout> layout = getViewLayout(load.getView().getType());
  if (!layout)
    return compiler.error(op, "has a view type the interpreter cannot run");
  IndexOperands operands = getIndexOperands(compiler, load.getIndex());
  unsigned viewSlot = compiler.slot(load.getView());
  unsigned out = compiler.slot(load.getTile());
  AccessSiteRef site = AccessSite::get(
      op, compiler, load.getToken(), load.getResultToken(),
      load.getMemoryOrderingSemantics(), load.getMemoryScope(), "load");
  bool weak = isWeak(load.getMemoryOrderingSemantics());
  int order = toHostOrder(load.getMemoryOrderingSemantics());
  uint64_t pad =
      layout->padding ? paddingBits(*layout->padding, layout->elem) : 0;
  int64_t n = 1;
  for (int64_t d : layout->tileShape)
    n *= d;
  std::vector<bool> inbounds = getInBounds(load.getInboundsAttr());
  step = [=, layout = *layout](Frame &frame) {
    if (!weak && !noteSyncOperation(frame))
      return Flow::Fault;
    ResolvedAccess access;
    ViewRecord view = readView(frame.slots[viewSlot]);
    if (!inbounds.empty() && frame.launch->check &&
        checkInBounds(frame, op, layout, view, operands, inbounds) ==
            Flow::Fault)
      return Flow::Fault;
    if (resolveAccess(frame, op, layout, view, operands, "out-of-bounds load",
                      access) == Flow::Fault)
      return Flow::Fault;
    RaceChecker *race = frame.launch->race;
    AccessEvent event;
    if (race) {
      race->begin(frame, *site, event);
      if (forEachElement(access, layout, [&](int64_t lane, uint64_t address) {
            return race->access(frame, event, *access.allocation, address,
                                layout.elemBytes, AccessKind::Read,
                                layout.tileShape, lane);
          }) == Flow::Fault)
        return Flow::Fault;
    }
    RtValue result = Buffer::create(n * layout.elemBytes);
    dispatchBytes(layout.elemBytes, [&](auto bytes) {
      loadRuns<decltype(bytes)::value>(access, result->data(), pad, layout.elem,
                                       weak, order);
    });
    frame.slots[out] = std::move(result);
    if (race) {
      // The value each element read is there: take the clocks released
      // with it.
      if (site->acquire)
        forEachElement(access, layout, [&](int64_t, uint64_t address) {
          std::lock_guard<std::mutex> lock(race->syncLock(address));
          race->acquire(frame, event, address);
          return Flow::Next;
        });
      race->finish(frame, event);
    }
    return Flow::Next;
  };
  return success();
}

LogicalResult compileStoreView(Operation *op, Compiler &compiler, Step &step) {
  auto store = cast<StoreViewTkoOp>(op);
  std::optional<ViewLayout> layout = getViewLayout(store.getView().getType());
  if (!layout)
    return compiler.error(op, "has a view type the interpreter cannot run");
  IndexOperands operands = getIndexOperands(compiler, store.getIndex());
  unsigned viewSlot = compiler.slot(store.getView());
  unsigned tileSlot = compiler.slot(store.getTile());
  AccessSiteRef site = AccessSite::get(
      op, compiler, store.getToken(), store.getResultToken(),
      store.getMemoryOrderingSemantics(), store.getMemoryScope(), "store");
  bool weak = isWeak(store.getMemoryOrderingSemantics());
  int order = toHostOrder(store.getMemoryOrderingSemantics());
  std::vector<bool> inbounds = getInBounds(store.getInboundsAttr());
  step = [=, layout = *layout](Frame &frame) {
    ResolvedAccess access;
    ViewRecord view = readView(frame.slots[viewSlot]);
    if (!inbounds.empty() && frame.launch->check &&
        checkInBounds(frame, op, layout, view, operands, inbounds) ==
            Flow::Fault)
      return Flow::Fault;
    if (resolveAccess(frame, op, layout, view, operands, "out-of-bounds store",
                      access) == Flow::Fault)
      return Flow::Fault;
    RaceChecker *race = frame.launch->race;
    AccessEvent event;
    if (race)
      race->begin(frame, *site, event);
    Flow flow = storeRuns(
        frame, op, access, layout, frame.slots[tileSlot]->data(), weak, order,
        [](uint8_t *dst, const uint8_t *src, int64_t bytes) {
          std::memcpy(dst, src, bytes);
        },
        race ? &event : nullptr);
    if (race && flow != Flow::Fault)
      race->finish(frame, event);
    return flow;
  };
  return success();
}

} // namespace

void addViewRules(RuleTable &table) {
  table.add<MakeTensorViewOp>(compileMakeTensorView);
  table.add<MakePartitionViewOp>(compileMakeView);
  table.add<MakeStridedViewOp>(compileMakeView);
  table.add<MakeGatherScatterViewOp>(compileMakeView);
  table.add<GetTensorShapeOp>(compileShapeQuery<false>);
  table.add<GetIndexSpaceShapeOp>(compileShapeQuery<true>);
  table.add<LoadViewTkoOp>(compileLoadView);
  table.add<StoreViewTkoOp>(compileStoreView);
}

} // namespace tilekit::exec::interp
