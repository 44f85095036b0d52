// The goals each criterion sets for one method under test: every rule of the analysed code the
// method can reach (branch), or the program points given (program-points).
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "guide/goal_map.hpp"

namespace symtest::guide {

// One goal per rule of every analysed (user) method reachable from `entry`, after the class
// initializers `initializers`.
std::vector<Goal> branchGoals(const clp::Program& program, classfile::ClassPath& classPath,
                              clp::PredId entry, const std::vector<clp::PredId>& initializers);

// One goal per point: "Class.method:line" (source line) or "Class#method(desc)@offset"
// (bytecode offset), achieved by the rules whose bytecode includes it. Throws
// std::invalid_argument for a point that is not written either way.
std::vector<Goal> pointGoals(const clp::Program& program, classfile::ClassPath& classPath,
                             const std::vector<std::string>& points);

}  // namespace symtest::guide
