import { defineStore } from 'pinia'
import { computed, ref } from 'vue'

export interface Customer {
  id: number
  name: string
  city: string
  active: boolean
}

/** Sample rows; a real app would load them from the workspace API (see src/host.ts). */
const sampleCustomers: Customer[] = [
  { id: 1, name: 'Acme Trading', city: 'Hamburg', active: true },
  { id: 2, name: 'Blue Harbor Logistics', city: 'Rotterdam', active: true },
  { id: 3, name: 'Cedar & Sons', city: 'Vienna', active: false },
  { id: 4, name: 'Delta Components', city: 'Munich', active: true },
  { id: 5, name: 'Evergreen Foods', city: 'Zurich', active: false },
]

export const useCustomersStore = defineStore('customers', () => {
  const customers = ref<Customer[]>(sampleCustomers.map((customer) => ({ ...customer })))
  const activeCount = computed(() => customers.value.filter((customer) => customer.active).length)
  return { customers, activeCount }
})
