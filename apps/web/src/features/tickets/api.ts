import {
  type AddRoomBody,
  type AddVenueBody,
  type AdmissionPlan,
  type AdmissionPlanBody,
  API,
  type PrintableTicket,
  type RoomOption,
  type RoomRecord,
  type TicketRecord,
  type VenueOption,
  type VenueRecord,
} from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';
import { request } from '../../lib/http';

export const venuesApi = crudApi<VenueRecord, VenueOption, AddVenueBody>('Venue');
export const roomsApi = crudApi<RoomRecord, RoomOption, AddRoomBody>('Room');

export const fetchPlan = (publicationId: number) =>
  request<AdmissionPlan>({ url: API.getAdmissionPlan, method: 'GET', params: { publicationId } });
export const savePlan = (body: AdmissionPlanBody) => request<AdmissionPlan>({ url: API.saveAdmissionPlan, method: 'PUT', data: body });
export const allocateSeats = (publicationId: number) =>
  request<AdmissionPlan>({ url: API.allocateTickets, method: 'POST', data: { publicationId } });
export const fetchTickets = (publicationId: number, roomId?: number) =>
  request<TicketRecord[]>({ url: API.listTicket, method: 'GET', params: { publicationId, roomId } });
export const changeSeat = (body: { ticketId: number; roomId: number; seat: number }) =>
  request<TicketRecord>({ url: API.changeTicketSeat, method: 'PUT', data: body });
export const fetchRoomTickets = (publicationId: number, roomId: number) =>
  request<PrintableTicket[]>({ url: API.printTickets, method: 'GET', params: { publicationId, roomId } });
export const fetchMyTicket = (publicationId: number) =>
  request<PrintableTicket>({ url: `${API.myTicket}/${publicationId}`, method: 'GET' });
