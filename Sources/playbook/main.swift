import Playbook
print("playbook: not yet implemented")
