// `gen --receivers api|fields`: how the tests of an instance method build its receiver. With
// api (Symstra's view of a class: only states its API can reach), the receiver is built as a
// developer would build it: a public constructor, then up to --receiver-calls public methods
// that may change its state (pure ones cannot), all with symbolic arguments, before the method
// runs; the test replays those calls. With fields (lazy initialization), the receiver's fields
// are inputs, and the test sets them by reflection: more states, some the API never makes.
#pragma once

#include <memory>

#include "config/technique_entry.hpp"

namespace symtest::sequences {

class ApiReceivers final : public testcase::ReceiverBuilder {
 public:
  explicit ApiReceivers(uint32_t calls) : calls_(calls) {}
  clp::PredId builder(translate::Translator& translator, classfile::ClassPath& classPath,
                      const std::string& className, std::string& why) override;

 private:
  uint32_t calls_;
};

std::unique_ptr<config::TechniqueEntry> makeReceiversEntry();

}  // namespace symtest::sequences
