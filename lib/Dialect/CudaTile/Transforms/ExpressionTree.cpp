//===- ExpressionTree.cpp - compact trees of integer expressions ----------===//

#include "ExpressionTree.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::cuda_tile;
using namespace mlir::cuda_tile::expr;

//===----------------------------------------------------------------------===//
// Lowering
//===----------------------------------------------------------------------===//

/// The kind of node `op` lowers to; Leaf for ops the simplifier does not
/// model.
static Kind getKind(Operation *op) {
  return llvm::TypeSwitch<Operation *, Kind>(op)
      .Case<ConstantOp>([](ConstantOp constant) {
        return isa<DenseIntElementsAttr>(constant.getValue()) ? Kind::Constant
                                                              : Kind::Leaf;
      })
      .Case<AddIOp>([](auto) { return Kind::AddI; })
      .Case<SubIOp>([](auto) { return Kind::SubI; })
      .Case<MulIOp>([](auto) { return Kind::MulI; })
      .Case<DivIOp>([](auto) { return Kind::DivI; })
      .Case<RemIOp>([](auto) { return Kind::RemI; })
      .Case<ShLIOp>([](auto) { return Kind::ShLI; })
      .Case<ShRIOp>([](auto) { return Kind::ShRI; })
      .Case<AndIOp>([](auto) { return Kind::And; })
      .Case<OrIOp>([](auto) { return Kind::Or; })
      .Case<XOrIOp>([](auto) { return Kind::XOr; })
      .Case<MaxIOp>([](auto) { return Kind::MaxI; })
      .Case<MinIOp>([](auto) { return Kind::MinI; })
      .Case<NegIOp>([](auto) { return Kind::NegI; })
      .Case<CmpIOp>([](auto) { return Kind::CmpI; })
      .Case<SelectOp>([](auto) { return Kind::Select; })
      .Default([](Operation *) { return Kind::Leaf; });
}

bool ExpressionTree::isExpressionOp(Operation *op) {
  return getKind(op) != Kind::Leaf;
}

unsigned ExpressionTree::addNode(Node node, Value origin) {
  node.origin = origin;
  node.type = dyn_cast<TileType>(origin.getType());
  unsigned id = nodes.size();
  nodes.push_back(std::move(node));
  nodeOf[origin] = id;
  return id;
}

/// Operands past which an and/or list is not extended: long chains are
/// then simplified in windows, keeping the work per node bounded.
static constexpr size_t kMaxListOperands = 32;

SmallVector<unsigned, 3> ExpressionTree::flattenedOperands(Operation *op,
                                                           Kind kind) {
  SmallVector<unsigned, 3> operands;
  for (Value operand : op->getOperands()) {
    unsigned id = lower(operand);
    Operation *def = operand.getDefiningOp();
    // Flattening a link that has other users would compute it twice.
    if (nodes[id].kind == kind && def && operand.hasOneUse() &&
        nodes[id].operands.size() + operands.size() < kMaxListOperands)
      llvm::append_range(operands, nodes[id].operands);
    else
      operands.push_back(id);
  }
  return operands;
}

unsigned ExpressionTree::lower(Value value) {
  if (auto it = nodeOf.find(value); it != nodeOf.end())
    return it->second;
  Operation *op = value.getDefiningOp();
  Node node;
  // A constant is a constant wherever it is defined; other ops from outside
  // the block are leaves.
  bool isConstant = op && getKind(op) == Kind::Constant;
  if (!op || (op->getBlock() != block && !isConstant) ||
      !isa<TileType>(value.getType()))
    return addNode(std::move(node), value);
  node.kind = getKind(op);
  llvm::TypeSwitch<Operation *>(op)
      .Case<ConstantOp>([&](ConstantOp constant) {
        node.constant = dyn_cast<DenseIntElementsAttr>(constant.getValue());
      })
      .Case<AddIOp, SubIOp, MulIOp, ShLIOp, NegIOp>(
          [&](auto arith) { node.overflow = arith.getOverflow(); })
      .Case<DivIOp>([&](DivIOp div) {
        node.signedness = div.getSignedness();
        node.rounding = div.getRounding();
      })
      .Case<RemIOp, ShRIOp, MaxIOp, MinIOp>(
          [&](auto arith) { node.signedness = arith.getSignedness(); })
      .Case<CmpIOp>([&](CmpIOp compare) {
        node.signedness = compare.getSignedness();
        node.predicate = compare.getComparisonPredicate();
      });
  if (node.kind == Kind::And || node.kind == Kind::Or)
    node.operands = flattenedOperands(op, node.kind);
  else if (node.kind != Kind::Leaf && node.kind != Kind::Constant)
    for (Value operand : op->getOperands())
      node.operands.push_back(lower(operand));
  return addNode(std::move(node), value);
}

//===----------------------------------------------------------------------===//
// Constant arithmetic
//===----------------------------------------------------------------------===//

/// `lhs / rhs` rounded as `rounding` says; none for a zero divisor, the
/// signed INT_MIN / -1 overflow, or a rounding mode divi does not have.
static std::optional<APInt> divide(const APInt &lhs, const APInt &rhs,
                                   bool isSigned, RoundingMode rounding) {
  if (rhs.isZero() || (isSigned && lhs.isMinSignedValue() && rhs.isAllOnes()))
    return std::nullopt;
  APInt::Rounding mode;
  switch (rounding) {
  case RoundingMode::ZERO:
    mode = APInt::Rounding::TOWARD_ZERO;
    break;
  case RoundingMode::NEGATIVE_INF:
    mode = APInt::Rounding::DOWN;
    break;
  case RoundingMode::POSITIVE_INF:
    mode = APInt::Rounding::UP;
    break;
  default:
    return std::nullopt;
  }
  return isSigned ? llvm::APIntOps::RoundingSDiv(lhs, rhs, mode)
                  : llvm::APIntOps::RoundingUDiv(lhs, rhs, mode);
}

/// Whether an operation that overflowed as stated breaks the op's flags
/// (the result would then be undefined).
static bool breaksFlags(IntegerOverflow overflow, bool signedOverflow,
                        bool unsignedOverflow) {
  bool noSigned =
      overflow == IntegerOverflow::NSW || overflow == IntegerOverflow::NW;
  bool noUnsigned =
      overflow == IntegerOverflow::NUW || overflow == IntegerOverflow::NW;
  return (noSigned && signedOverflow) || (noUnsigned && unsignedOverflow);
}

std::optional<APInt> expr::foldBinary(const Node &node, const APInt &lhs,
                                      const APInt &rhs) {
  bool isSigned = node.signedness == Signedness::Signed;
  bool signedOverflow = false, unsignedOverflow = false;
  switch (node.kind) {
  case Kind::AddI: {
    APInt result = lhs.sadd_ov(rhs, signedOverflow);
    (void)lhs.uadd_ov(rhs, unsignedOverflow);
    if (breaksFlags(node.overflow, signedOverflow, unsignedOverflow))
      return std::nullopt;
    return result;
  }
  case Kind::SubI: {
    APInt result = lhs.ssub_ov(rhs, signedOverflow);
    (void)lhs.usub_ov(rhs, unsignedOverflow);
    if (breaksFlags(node.overflow, signedOverflow, unsignedOverflow))
      return std::nullopt;
    return result;
  }
  case Kind::MulI: {
    APInt result = lhs.smul_ov(rhs, signedOverflow);
    (void)lhs.umul_ov(rhs, unsignedOverflow);
    if (breaksFlags(node.overflow, signedOverflow, unsignedOverflow))
      return std::nullopt;
    return result;
  }
  case Kind::DivI:
    return divide(lhs, rhs, isSigned, node.rounding);
  case Kind::RemI:
    if (rhs.isZero() || (isSigned && lhs.isMinSignedValue() && rhs.isAllOnes()))
      return std::nullopt;
    return isSigned ? lhs.srem(rhs) : lhs.urem(rhs);
  case Kind::ShLI: {
    if (rhs.uge(lhs.getBitWidth()))
      return std::nullopt;
    APInt result = lhs.shl(rhs);
    signedOverflow = result.ashr(rhs) != lhs;
    unsignedOverflow = result.lshr(rhs) != lhs;
    if (breaksFlags(node.overflow, signedOverflow, unsignedOverflow))
      return std::nullopt;
    return result;
  }
  case Kind::ShRI:
    if (rhs.uge(lhs.getBitWidth()))
      return std::nullopt;
    return isSigned ? lhs.ashr(rhs) : lhs.lshr(rhs);
  case Kind::And:
    return lhs & rhs;
  case Kind::Or:
    return lhs | rhs;
  case Kind::XOr:
    return lhs ^ rhs;
  case Kind::MaxI:
    return isSigned ? llvm::APIntOps::smax(lhs, rhs)
                    : llvm::APIntOps::umax(lhs, rhs);
  case Kind::MinI:
    return isSigned ? llvm::APIntOps::smin(lhs, rhs)
                    : llvm::APIntOps::umin(lhs, rhs);
  default:
    return std::nullopt;
  }
}

std::optional<APInt> expr::foldNegation(const Node &node, const APInt &value) {
  if (value.isMinSignedValue() &&
      breaksFlags(node.overflow, /*signedOverflow=*/true,
                  /*unsignedOverflow=*/false))
    return std::nullopt;
  return -value;
}

bool expr::compare(ComparisonPredicate predicate, Signedness signedness,
                   const APInt &lhs, const APInt &rhs) {
  bool isSigned = signedness == Signedness::Signed;
  switch (predicate) {
  case ComparisonPredicate::EQUAL:
    return lhs == rhs;
  case ComparisonPredicate::NOT_EQUAL:
    return lhs != rhs;
  case ComparisonPredicate::LESS_THAN:
    return isSigned ? lhs.slt(rhs) : lhs.ult(rhs);
  case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    return isSigned ? lhs.sle(rhs) : lhs.ule(rhs);
  case ComparisonPredicate::GREATER_THAN:
    return isSigned ? lhs.sgt(rhs) : lhs.ugt(rhs);
  case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
    return isSigned ? lhs.sge(rhs) : lhs.uge(rhs);
  }
  llvm_unreachable("unknown comparison predicate");
}

ComparisonPredicate expr::invertPredicate(ComparisonPredicate predicate) {
  switch (predicate) {
  case ComparisonPredicate::EQUAL:
    return ComparisonPredicate::NOT_EQUAL;
  case ComparisonPredicate::NOT_EQUAL:
    return ComparisonPredicate::EQUAL;
  case ComparisonPredicate::LESS_THAN:
    return ComparisonPredicate::GREATER_THAN_OR_EQUAL;
  case ComparisonPredicate::LESS_THAN_OR_EQUAL:
    return ComparisonPredicate::GREATER_THAN;
  case ComparisonPredicate::GREATER_THAN:
    return ComparisonPredicate::LESS_THAN_OR_EQUAL;
  case ComparisonPredicate::GREATER_THAN_OR_EQUAL:
    return ComparisonPredicate::LESS_THAN;
  }
  llvm_unreachable("unknown comparison predicate");
}
