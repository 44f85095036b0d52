#include "testcase/path_to_test.hpp"

#include <fmt/format.h>

namespace symtest::testcase {

using Kind = classfile::JavaType::Kind;
using solver::ExprId;
using solver::Op;

MethodResult describeMethod(classfile::ClassPath& classPath, const MethodId& id) {
  MethodResult mr;
  mr.method = id;
  auto md = classfile::parseMethodDescriptor(id.descriptor);
  mr.resultType = md.result;
  const auto* cls = classPath.find(id.className);
  const auto* m = cls ? cls->findMethod(id.name, id.descriptor) : nullptr;
  mr.isStatic = m ? m->isStatic() : true;
  uint16_t slot = mr.isStatic ? 0 : 1;
  for (size_t i = 0; i < md.params.size(); ++i) {
    std::string name = m && m->code ? m->code->localName(slot, 0) : "";
    if (name.empty()) name = fmt::format("arg{}", i);
    mr.params.push_back({name, md.params[i]});
    slot = static_cast<uint16_t>(slot + md.params[i].slots());
  }
  return mr;
}

namespace {
struct Shape {
  uint8_t width;
  bool isSigned;
};
Shape shapeOf(const classfile::JavaType& t) {
  switch (t.kind) {
    case Kind::Boolean:
      return {1, false};
    case Kind::Byte:
      return {8, true};
    case Kind::Char:
      return {16, false};
    case Kind::Short:
      return {16, true};
    case Kind::Long:
      return {64, true};
    default:
      return {32, true};
  }
}

ConcreteValue concrete(const classfile::JavaType& type, uint64_t bits, uint8_t width) {
  Shape s = shapeOf(type);
  if (width > s.width) bits = solver::maskBits(bits, s.width);
  ConcreteValue v{type, s.isSigned ? solver::signExtend(bits, s.width)
                                   : static_cast<int64_t>(solver::maskBits(bits, s.width))};
  return v;
}
}  // namespace

std::vector<symexec::Value> makeInputs(solver::ExprPool& pool, const MethodResult& method,
                                       std::vector<uint32_t>& vars) {
  std::vector<symexec::Value> inputs;
  for (const auto& p : method.params) {
    Shape s = shapeOf(p.type);
    ExprId v = pool.newVar(p.name, s.width, s.isSigned);
    vars.push_back(static_cast<uint32_t>(pool.node(v).value));
    if (s.width < 32) v = pool.convert(s.isSigned ? Op::SExt : Op::ZExt, v, 32);
    inputs.push_back(symexec::Value::integer(v));
  }
  return inputs;
}

std::string traceTerm(const clp::Program& program, const std::vector<symexec::TraceEvent>& trace) {
  std::vector<std::vector<size_t>> children(trace.size());
  std::vector<size_t> roots;
  for (size_t i = 0; i < trace.size(); ++i) {
    if (trace[i].parent < 0)
      roots.push_back(i);
    else
      children[trace[i].parent].push_back(i);
  }
  std::string out;
  // Iterative pre-order printing: deep derivations must not overflow the C++ stack.
  struct Item {
    size_t event;
    size_t child;
  };
  for (size_t r : roots) {
    std::vector<Item> stack{{r, 0}};
    out += fmt::format("{}({},[", program.predicates[trace[r].pred].name, trace[r].rule + 1);
    while (!stack.empty()) {
      Item& top = stack.back();
      if (top.child < children[top.event].size()) {
        size_t c = children[top.event][top.child++];
        if (top.child > 1) out += ",";
        out += fmt::format("{}({},[", program.predicates[trace[c].pred].name, trace[c].rule + 1);
        stack.push_back({c, 0});
      } else {
        out += "])";
        stack.pop_back();
      }
    }
  }
  return out;
}

std::optional<TestCase> buildTestCase(const clp::Program& program, solver::ExprPool& pool,
                                      const symexec::PathView& path, const MethodResult& method,
                                      const std::vector<uint32_t>& vars) {
  auto model = path.solver.readableModel(vars);
  if (!model) return std::nullopt;
  TestCase tc;
  for (size_t i = 0; i < vars.size(); ++i) {
    auto it = model->find(vars[i]);
    uint64_t bits = it == model->end() ? 0 : it->second;
    tc.inputs.push_back(concrete(method.params[i].type, bits, 64));
  }
  for (ExprId c : path.solver.constraints()) tc.constraints.push_back(pool.toString(c));
  const symexec::Value& flag = path.outputs.back();
  if (flag.kind == symexec::Value::Kind::Exc) {
    tc.throws = true;
    tc.exceptionClass = path.heap[flag.id].className;
  } else if (path.outputs.size() > 1) {
    const symexec::Value& r = path.outputs.front();
    if (r.kind == symexec::Value::Kind::Int) {
      uint64_t bits = pool.evaluate(r.id, *model);
      tc.result = concrete(method.resultType, bits, pool.node(r.id).width);
    }
  }
  tc.trace = traceTerm(program, path.trace);
  return tc;
}

}  // namespace symtest::testcase
