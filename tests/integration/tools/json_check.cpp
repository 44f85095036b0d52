// json_check FILE: exit 0 when FILE is one well-formed JSON document, 1 (with the parser's
// message) otherwise. The CLI tests use it on the reports of interrupted runs.
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: json_check FILE\n";
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::cerr << "json_check: cannot read " << argv[1] << "\n";
    return 1;
  }
  try {
    const nlohmann::json document = nlohmann::json::parse(in);
    if (document.is_discarded()) return 1;
  } catch (const nlohmann::json::exception& e) {
    std::cerr << "json_check: " << argv[1] << ": " << e.what() << "\n";
    return 1;
  }
  return 0;
}
