#include "classfile/generic_signature.hpp"

#include <stdexcept>

namespace symtest::classfile {

namespace {

constexpr const char* kObjectDescriptor = "Ljava/lang/Object;";

// Length of the type signature starting at s[i] (0 when malformed).
size_t typeLength(const std::string& s, size_t i) {
  size_t start = i;
  while (i < s.size() && s[i] == '[') ++i;
  if (i >= s.size()) return 0;
  char c = s[i];
  if (c == 'T') {
    size_t end = s.find(';', i);
    return end == std::string::npos ? 0 : end + 1 - start;
  }
  if (c != 'L') return std::string("BCDFIJSZV").find(c) != std::string::npos ? i + 1 - start : 0;
  int depth = 0;
  for (; i < s.size(); ++i) {
    if (s[i] == '<') ++depth;
    if (s[i] == '>') --depth;
    if (s[i] == ';' && depth == 0) return i + 1 - start;
  }
  return 0;
}

}  // namespace

namespace {

// Parses the "<...>" type parameter section at the start of `sig`; `end` receives the index
// after it (0 when there is none). Empty on malformed input.
std::vector<TypeParameter> parseTypeParameters(const std::string& sig, size_t& end) {
  std::vector<TypeParameter> out;
  end = 0;
  if (sig.empty() || sig[0] != '<') return out;
  size_t i = 1;
  while (i < sig.size() && sig[i] != '>') {
    size_t colon = sig.find(':', i);
    if (colon == std::string::npos) return {};
    TypeParameter p{sig.substr(i, colon - i), {}};
    i = colon;
    // Class bound (possibly empty) and interface bounds, each introduced by ':'.
    while (i < sig.size() && sig[i] == ':') {
      ++i;
      if (i < sig.size() && (sig[i] == ':' || sig[i] == '>')) continue;
      size_t len = typeLength(sig, i);
      if (len == 0) return {};
      p.bounds.push_back(sig.substr(i, len));
      i += len;
    }
    out.push_back(std::move(p));
  }
  end = i < sig.size() ? i + 1 : 0;
  return out;
}

}  // namespace

std::vector<TypeParameter> typeParameters(const std::string& sig) {
  size_t end = 0;
  return parseTypeParameters(sig, end);
}

std::vector<std::string> classTypeParameters(const std::string& sig) {
  std::vector<std::string> out;
  for (const TypeParameter& p : typeParameters(sig)) out.push_back(p.name);
  return out;
}

std::vector<std::string> supertypeSignatures(const std::string& sig) {
  size_t i = 0;
  parseTypeParameters(sig, i);
  std::vector<std::string> out;
  while (i < sig.size()) {
    size_t len = typeLength(sig, i);
    if (len == 0) return {};
    out.push_back(sig.substr(i, len));
    i += len;
  }
  return out;
}

std::vector<std::string> methodParameterSignatures(const std::string& sig) {
  std::vector<std::string> out;
  size_t open = sig.find('(');
  if (open == std::string::npos) return out;
  // Skip type parameters: the '(' found may not be inside them, as bounds contain none.
  size_t i = open + 1;
  while (i < sig.size() && sig[i] != ')') {
    size_t len = typeLength(sig, i);
    if (len == 0) return {};
    out.push_back(sig.substr(i, len));
    i += len;
  }
  return out;
}

std::vector<std::string> typeArguments(const std::string& sig) {
  std::vector<std::string> out;
  if (sig.empty() || sig[0] != 'L') return out;
  // The arguments of the innermost class (after the last top-level '.').
  size_t lt = std::string::npos;
  int depth = 0;
  for (size_t i = 0; i < sig.size(); ++i) {
    if (sig[i] == '<' && depth++ == 0) lt = i;
    if (sig[i] == '>') --depth;
    if (sig[i] == '.' && depth == 0) lt = std::string::npos;
  }
  if (lt == std::string::npos) return out;
  size_t i = lt + 1;
  while (i < sig.size() && sig[i] != '>') {
    if (sig[i] == '*') {
      out.push_back(kObjectDescriptor);
      ++i;
      continue;
    }
    bool lower = sig[i] == '-';
    if (sig[i] == '+' || sig[i] == '-') ++i;
    size_t len = typeLength(sig, i);
    if (len == 0) return {};
    out.push_back(lower ? kObjectDescriptor : sig.substr(i, len));
    i += len;
  }
  return out;
}

std::string substituteTypeVariables(const std::string& sig,
                                    const std::map<std::string, std::string>& bindings) {
  std::string out;
  for (size_t i = 0; i < sig.size();) {
    bool startsVariable =
        sig[i] == 'T' && (i == 0 || std::string("[<;*+-").find(sig[i - 1]) != std::string::npos);
    if (!startsVariable) {
      out += sig[i++];
      continue;
    }
    size_t end = sig.find(';', i);
    if (end == std::string::npos) return sig;
    auto it = bindings.find(sig.substr(i + 1, end - i - 1));
    out += it != bindings.end() ? it->second : kObjectDescriptor;
    i = end + 1;
  }
  return out;
}

std::string erasure(const std::string& sig) {
  size_t dims = sig.find_first_not_of('[');
  if (dims == std::string::npos) return "";
  std::string prefix = sig.substr(0, dims);
  char c = sig[dims];
  if (c == 'T') return dims ? prefix + kObjectDescriptor : "java/lang/Object";
  if (c != 'L') return sig;
  // Drop type arguments at every level: Lp/Outer<TT;>.Inner<..>; -> p/Outer$Inner.
  std::string name;
  int depth = 0;
  for (size_t i = dims + 1; i < sig.size(); ++i) {
    char ch = sig[i];
    if (ch == '<')
      ++depth;
    else if (ch == '>')
      --depth;
    else if (depth == 0 && ch == ';')
      break;
    else if (depth == 0)
      name += ch == '.' ? '$' : ch;
  }
  return dims ? prefix + "L" + name + ";" : name;
}

}  // namespace symtest::classfile
