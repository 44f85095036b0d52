// Generic type signatures (JVMS 4.7.9.1) as far as inputs need them: the element type of a
// List<Integer> parameter, the type a model's field E[] has once E is known.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace symtest::classfile {

// Type parameter names of a class signature: "<K:Ljava/lang/Object;V:...>..." -> {K, V}.
std::vector<std::string> classTypeParameters(const std::string& classSignature);

// A type parameter with its bounds (class bound, then interface bounds; none means Object).
struct TypeParameter {
  std::string name;
  std::vector<std::string> bounds;  // type signatures
};

// The type parameters a class or method signature declares ("<E::Ljava/lang/Comparable<TE;>;>").
std::vector<TypeParameter> typeParameters(const std::string& signature);

// The supertypes a class signature names: its superclass, then its interfaces, with their type
// arguments ("Ljava/util/AbstractList<TE;>;").
std::vector<std::string> supertypeSignatures(const std::string& classSignature);

// Parameter type signatures of a method signature "<T:..>(Ljava/util/List<TT;>;I)V".
std::vector<std::string> methodParameterSignatures(const std::string& methodSignature);

// Type arguments of a class type signature; wildcards become their bound, or Object.
std::vector<std::string> typeArguments(const std::string& typeSignature);

// `typeSignature` with type variables replaced by `bindings` (unbound ones by Object).
std::string substituteTypeVariables(const std::string& typeSignature,
                                    const std::map<std::string, std::string>& bindings);

// The erasure as symtest names types: "java/util/List", "[Ljava/lang/Integer;", "I".
std::string erasure(const std::string& typeSignature);

}  // namespace symtest::classfile
