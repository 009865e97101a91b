// Placeholder until the engine lands; the registry needs the factory to link.
#include "registry.h"

namespace mm {

GameInfo square_remover_game() {
  GameInfo info;
  info.name = "square_remover";
  info.official_name = "square_remover";
  return info;
}

}  // namespace mm
