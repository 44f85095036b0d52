#include "cost/cost_model.hpp"
#include "classfile/class_names.hpp"

#include <stdexcept>

namespace symtest::cost {

namespace {

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t"), e = s.find_last_not_of(" \t");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

}  // namespace

std::string CostModel::text() const {
  switch (kind) {
    case Kind::Instructions:
      return "instructions";
    case Kind::Memory:
      return "memory";
    case Kind::Objects:
      return "objects";
    case Kind::Steps:
      return "steps";
    case Kind::Calls:
      return "calls:" + method;
  }
  return "";
}

int64_t slotSize(const std::string& descriptor) {
  switch (descriptor.empty() ? 'L' : descriptor[0]) {
    case 'J':
    case 'D':
      return 8;
    case 'S':
    case 'C':
      return 2;
    case 'B':
    case 'Z':
      return 1;
    default:
      return 4;  // int, float, references
  }
}

CostModel parseCostModel(const std::string& raw) {
  std::string text = trim(raw);
  CostModel m;
  if (text == "instructions") {
    m.kind = CostModel::Kind::Instructions;
  } else if (text == "memory") {
    m.kind = CostModel::Kind::Memory;
  } else if (text == "objects") {
    m.kind = CostModel::Kind::Objects;
  } else if (text == "steps") {
    m.kind = CostModel::Kind::Steps;
  } else if (text.rfind("calls:", 0) == 0 && text.size() > 6 &&
             text.find('.', 6) != std::string::npos) {
    m.kind = CostModel::Kind::Calls;
    m.method = text.substr(6);
    m.method = classfile::dottedName(m.method);
  } else {
    throw std::invalid_argument("unknown cost model '" + text +
                                "' (instructions, memory, objects, steps, calls:Class.method)");
  }
  return m;
}

std::string ResourcePolicy::text() const {
  switch (kind) {
    case Kind::Max:
      return "max:" + model.text();
    case Kind::AtLeast:
      return model.text() + " >= " + std::to_string(bound);
    case Kind::AtMost:
      return model.text() + " <= " + std::to_string(bound);
  }
  return "";
}

ResourcePolicy parsePolicy(const std::string& raw) {
  std::string text = trim(raw);
  ResourcePolicy p;
  if (text.rfind("max:", 0) == 0) {
    p.kind = ResourcePolicy::Kind::Max;
    p.model = parseCostModel(text.substr(4));
    return p;
  }
  size_t at = text.find(">=");
  p.kind = ResourcePolicy::Kind::AtLeast;
  if (at == std::string::npos) {
    at = text.find("<=");
    p.kind = ResourcePolicy::Kind::AtMost;
  }
  if (at == std::string::npos)
    throw std::invalid_argument("policy '" + text +
                                "' is neither 'MODEL >= N', 'MODEL <= N' nor 'max:MODEL'");
  p.model = parseCostModel(text.substr(0, at));
  std::string number = trim(text.substr(at + 2));
  size_t used = 0;
  try {
    p.bound = std::stoll(number, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (number.empty() || used != number.size())
    throw std::invalid_argument("policy '" + text + "': the bound '" + number +
                                "' is not an integer");
  return p;
}

}  // namespace symtest::cost
