//===- ExpressionTree.h - compact trees of integer expressions --*- C++ -*-===//
//
// The expression simplifier's private IR. A block's integer and i1
// expression ops are lowered into nodes of an ExpressionTree (a DAG: a value
// used twice is one node), and so are integer constants wherever they are
// defined; everything else (arguments, results of other ops, values computed
// in other blocks) is a leaf. Nested and/or chains whose inner
// links have no other use are flattened into one variadic node, so the
// simplifier sees `a & b & c` as a list.
//
//===----------------------------------------------------------------------===//

#ifndef TILEKIT_LIB_DIALECT_CUDATILE_TRANSFORMS_EXPRESSIONTREE_H
#define TILEKIT_LIB_DIALECT_CUDATILE_TRANSFORMS_EXPRESSIONTREE_H

#include "mlir/IR/Block.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include "tilekit/Dialect/CudaTile/IR/CudaTileOps.h"

#include <optional>

namespace mlir::cuda_tile::expr {

/// What a node computes. And/Or have any number of operands (at least two);
/// NegI one; Select three (condition, true value, false value); the other
/// operations two; Leaf and Constant none.
enum class Kind {
  Leaf,
  Constant,
  AddI,
  SubI,
  MulI,
  DivI,
  RemI,
  ShLI,
  ShRI,
  And,
  Or,
  XOr,
  MaxI,
  MinI,
  NegI,
  CmpI,
  Select,
};

/// One node. `origin` is the value the node was lowered from: rebuilding a
/// node without simplifying it is returning its origin.
struct Node {
  Kind kind = Kind::Leaf;
  TileType type;
  Value origin;
  SmallVector<unsigned, 3> operands;
  /// The elements of a Constant node.
  DenseIntElementsAttr constant;
  IntegerOverflow overflow = IntegerOverflow::NONE;
  Signedness signedness = Signedness::Signed;
  RoundingMode rounding = RoundingMode::ZERO;
  ComparisonPredicate predicate = ComparisonPredicate::EQUAL;
};

/// The nodes lowered from one block.
class ExpressionTree {
public:
  explicit ExpressionTree(Block *block) : block(block) {}

  /// The node of `value`, lowering it (and what it uses in the block) on
  /// first request.
  unsigned lower(Value value);

  const Node &operator[](unsigned id) const { return nodes[id]; }
  size_t size() const { return nodes.size(); }

  /// Whether `op` is lowered to an operation node (rather than a leaf) when
  /// it sits in the tree's block.
  static bool isExpressionOp(Operation *op);

private:
  unsigned addNode(Node node, Value origin);
  /// The operands of an and/or node for `op`: an operand that is itself an
  /// and/or of the same kind, in the same block and used only by `op` is
  /// replaced by its own operands.
  SmallVector<unsigned, 3> flattenedOperands(Operation *op, Kind kind);

  Block *block;
  SmallVector<Node> nodes;
  llvm::DenseMap<Value, unsigned> nodeOf;
};

/// Element-wise integer arithmetic with the semantics of the cuda_tile ops.
/// Each function returns none when the result is undefined for these
/// operands (division by zero, a shift past the width, an overflow the op's
/// flags rule out, INT_MIN / -1), so such constants are never folded.
std::optional<APInt> foldBinary(const Node &node, const APInt &lhs,
                                const APInt &rhs);
std::optional<APInt> foldNegation(const Node &node, const APInt &value);
bool compare(ComparisonPredicate predicate, Signedness signedness,
             const APInt &lhs, const APInt &rhs);
/// The predicate that holds exactly when `predicate` does not.
ComparisonPredicate invertPredicate(ComparisonPredicate predicate);

} // namespace mlir::cuda_tile::expr

#endif // TILEKIT_LIB_DIALECT_CUDATILE_TRANSFORMS_EXPRESSIONTREE_H
