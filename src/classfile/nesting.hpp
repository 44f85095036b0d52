// How Java source names a class and who can name it: nested classes from the InnerClasses
// attribute (Outer.Inner, private/protected/package access), local and anonymous classes
// (no source name at all).
#pragma once

#include <string>

#include "classfile/class_path.hpp"

namespace symtest::classfile {

// The source name of class or array type `name` ("a.b.Outer.Inner", "int[]", "a.b.C[][]"), or
// empty for local and anonymous classes (and arrays of them).
std::string sourceName(ClassPath& classPath, const std::string& name);

// Whether source code in package `package` (internal form, "a/b"; empty for the default
// package) can name `name`: it has a source name, and it and every class enclosing it are
// public, or not private and in `package`; a package-private class declared in another
// class's source file (an auxiliary class) is not. Arrays: their element type.
bool isAccessibleFrom(ClassPath& classPath, const std::string& name, const std::string& package);

// The class whose instance encloses objects of `name` (a non-static inner class: its
// constructors take that instance first), or empty for top-level, static nested, local and
// anonymous classes.
std::string enclosingInstanceClass(ClassPath& classPath, const std::string& name);

// The simple name a nested class has in source ("Inner" for a/b/Outer$Inner), or empty.
std::string simpleSourceName(ClassPath& classPath, const std::string& name);

// The package of an internal class name ("a/b" for "a/b/C").
std::string packageOf(const std::string& name);

}  // namespace symtest::classfile
